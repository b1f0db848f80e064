// Full page loads sit behind these two functions so tests can replace them: jsdom cannot
// navigate, and a reload is how the SPA drops every piece of in-memory state at once.

export function reloadPage(): void {
  window.location.reload();
}

export function openPage(path: string): void {
  window.location.assign(path);
}
