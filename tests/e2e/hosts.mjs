// Pages on someone else's site for the embedding tests: both forms of a rules widget
// (the element with embed.js, and the iframe), pointing at the Pala files at `files`
// (a folder URL ending in "/", on another origin).

/** A scenario as an HTML attribute value (single-quoted). */
export const attr = (o) => JSON.stringify(o).replace(/&/g, '&amp;').replace(/'/g, '&#39;');

/** A host page with `scenario` embedded both ways from `files`. */
export function hostPage(files, scenario, title = "Someone else's page") {
  return `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body>
    <div id="el" data-pala-scenario='${attr(scenario)}'></div>
    <iframe id="fr" title="Pala example" src="${files}#embed=${encodeURIComponent(JSON.stringify(scenario))}" width="640" height="700"></iframe>
    <script type="module" src="${files}embed.js"></script></body></html>`;
}
