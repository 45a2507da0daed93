import { describe, expect, it } from "vitest";
import { holdPaintUntilParsed } from "./pre-rendered-page.ts";

const page =
  '<html><head><style>body{}</style></head><body><div id="root"><main>Welcome Back</main></div></body></html>';

describe("holdPaintUntilParsed", () => {
  it("holds the first paint, from the head, until an element after the page's content is parsed", () => {
    const held = holdPaintUntilParsed(page);
    const expectLink = held.indexOf('<link rel="expect" href="#page-parsed" blocking="render">');
    expect(expectLink).toBeGreaterThan(-1);
    expect(expectLink).toBeLessThan(held.indexOf("</head>"));
    const mark = held.indexOf('<div id="page-parsed" hidden></div>');
    expect(mark).toBeGreaterThan(held.indexOf("Welcome Back</main></div>"));
    expect(mark).toBeLessThan(held.indexOf("</body>"));
    expect(held.match(/id="page-parsed"/g)).toHaveLength(1);
  });

  it("refuses a page it could not hold", () => {
    expect(() => holdPaintUntilParsed('<div id="root"></div>')).toThrow("A page needs a head and a body");
  });
});
