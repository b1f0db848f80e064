/**
 * What the build writes into a painted page for the browser's start-up code to find
 * (docs/decisions/017). Nothing is imported here: web/main.tsx, the entry, reads these
 * before any other module has arrived.
 */

/**
 * The attribute on `#root` that names the path a page was painted for: the browser
 * hydrates only when it matches the address (an offline copy or `/home` may not).
 */
export const PAINTED_FOR_ATTRIBUTE = "data-painted-for";

/**
 * The `<template>` in the `<head>` of a page painted whole that holds its app's module
 * preloads: inert in the HTML, they download once the page is on screen.
 */
export const AFTER_PAINT_FILES_ID = "after-paint-files";
