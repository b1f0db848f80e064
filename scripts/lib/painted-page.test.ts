// Proves how a screen rendered on the server is put into the SPA shell: React's leading
// <title> replaces the shell's, other hoisted tags and the screen's CSS and chunks join
// <head> (or, for a screen painted whole, the chunks wait in an inert template with the
// shell's), #root holds the screen and says which address it was painted for, and text with
// `$` in it is copied as it is. The real build's pages are checked in web/prerender.test.tsx.
import { describe, expect, it } from "vitest";
import { paintedPage } from "./painted-page";

const shell = `<!doctype html>
<html lang="en">
  <head>
    <title>Quizzy Edge</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/boot.js" fetchpriority="low">
    <link rel="modulepreload" crossorigin href="/assets/client.js" fetchpriority="low">
  </head>
  <body>
    <div id="root"><div class="loading-screen" role="status"><span>Loading…</span></div></div>
  </body>
</html>`;

const screen = {
  path: "/try",
  language: "en",
  markup:
    '<title>Try a Question · Quizzy Edge</title><link rel="preload" as="image" href="/a.svg"/><!--$--><main><h1>Try</h1><p>Win ₹1 or $1</p></main><!--/$-->',
  paintedForAttribute: "data-painted-for",
  stylesheets: ["assets/trial.css"],
  modules: ["assets/trial-screen.js"],
  heldBackFilesId: "after-paint-files",
};

describe("paintedPage", () => {
  it("says the page's language in <html lang>, which the app hydrates in", () => {
    expect(paintedPage(shell, screen)).toContain('<html lang="en">');
    const hindi = paintedPage(shell, { ...screen, language: "hi" });
    expect(hindi).toContain('<html lang="hi">');
    expect(hindi).not.toContain('<html lang="en">');
  });

  it("puts the screen in #root, its title in <head> and names its files", () => {
    const page = paintedPage(shell, screen);

    expect(page).toContain("<title>Try a Question · Quizzy Edge</title>");
    expect(page).not.toContain("<title>Quizzy Edge</title>");
    expect(page).toContain(
      '<div id="root" data-painted-for="/try"><!--$--><main><h1>Try</h1><p>Win ₹1 or $1</p></main><!--/$--></div>',
    );
    expect(page).not.toContain("loading-screen");
    const head = page.slice(0, page.indexOf("</head>"));
    expect(head).toContain('<link rel="preload" as="image" href="/a.svg"/>');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/trial.css">');
  });

  it("holds every module preload back in a template: the page is whole without them", () => {
    const page = paintedPage(shell, screen);

    const head = page.slice(0, page.indexOf("</head>"));
    const template =
      '<template id="after-paint-files">' +
      '<link rel="modulepreload" crossorigin href="/assets/boot.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/client.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/trial-screen.js">' +
      "</template>";
    expect(head).toContain(template);
    expect(head.replace(template, "")).not.toContain("modulepreload");
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/trial.css">');
    expect(head).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
  });

  it("puts the screen's templates in <head>, inert until the entry fills one", () => {
    const page = paintedPage(shell, {
      ...screen,
      templates: {
        "trial-question": '<section class="trial-screen"><p>\u2060Questio\u2060</p></section>',
      },
    });

    const head = page.slice(0, page.indexOf("</head>"));
    expect(head).toContain(
      '<template id="trial-question"><section class="trial-screen"><p>\u2060Questio\u2060</p></section></template>',
    );
  });

  it("keeps the shell's title when the screen sets none", () => {
    const page = paintedPage(shell, { ...screen, markup: "<main><h1>Home</h1></main>" });

    expect(page).toContain("<title>Quizzy Edge</title>");
    expect(page).toContain(
      '<div id="root" data-painted-for="/try"><main><h1>Home</h1></main></div>',
    );
  });

  it("refuses a shell without #root or a title, so a changed index.html fails the build", () => {
    expect(() =>
      paintedPage("<html><head><title>x</title></head><body></body></html>", screen),
    ).toThrow(/no <div id="root">/);
    expect(() =>
      paintedPage('<html><head></head><body><div id="root"></div>\n</body></html>', screen),
    ).toThrow(/no <title>/);
  });
});
