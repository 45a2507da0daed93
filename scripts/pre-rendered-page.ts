/** The element whose parsing releases a pre-rendered page's first paint. */
export const PARSED_MARK = "page-parsed";

/**
 * A pre-rendered page is centred on a phone's screen: painted while its HTML was still arriving (a slow line, a
 * busy phone), its top half showed first, in the middle, and jumped up as the rest came. The page's first paint
 * waits until the parser has passed its end instead (`<link rel="expect" blocking="render">`; a browser without
 * it paints as before).
 */
export function holdPaintUntilParsed(html: string) {
  if (!html.includes("</head>") || !html.includes("</body>")) throw new Error("A page needs a head and a body");
  return html
    .replace("</head>", `<link rel="expect" href="#${PARSED_MARK}" blocking="render"></head>`)
    .replace("</body>", `<div id="${PARSED_MARK}" hidden></div></body>`);
}
