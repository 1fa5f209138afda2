import { describe, expect, it } from "vitest";
import { svgIsUnsafe } from "./svg-check";

const svg = (body: string, attrs = "") =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"${attrs}>${body}</svg>`;

describe("SVG checks (namespace-aware XML parser)", () => {
  it("accepts ordinary drawings: gradients, local references, styles, editor metadata", () => {
    const fine = [
      svg('<rect width="10" height="10" fill="#0a0"/>'),
      svg(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)" style="stroke: url( \'#g\' )"/>',
      ),
      svg('<use xlink:href="#r"/><rect id="r" width="1" height="1"/>'),
      svg('<style>rect { fill: url("#g"); } .a { stroke: blue }</style><rect class="a"/>'),
      svg("<style><![CDATA[ rect > .x { fill: red } ]]></style>"),
      svg(
        '<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/><sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" inkscape:zoom="1" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"/>',
      ),
      "<svg><rect/></svg>",
      '<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg"><g/></svg>',
      '<s:svg xmlns:s="http://www.w3.org/2000/svg"><s:rect width="1" height="1"/></s:svg>',
    ];
    for (const text of fine) expect(svgIsUnsafe(text), text).toBe(false);
  });

  it("refuses scripts, handlers and foreign content however they are prefixed", () => {
    const evil = [
      svg("<script>alert(1)</script>"),
      svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'),
      '<s:svg xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></s:svg>',
      svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'),
      svg('<h:div xmlns:h="http://www.w3.org/1999/xhtml">x</h:div>'),
      svg("<foreignObject><p>x</p></foreignObject>"),
      svg('<x:foreignObject xmlns:x="http://www.w3.org/2000/svg"/>'),
      svg("", ' onload="alert(1)"'),
      svg('<rect e:onclick="alert(1)" xmlns:e="urn:e"/>'),
      svg('<a href="javascript:alert(1)"><rect/></a>'),
      svg('<a xlink:href="jav&#x09;ascript:alert(1)"><rect/></a>'),
    ];
    for (const text of evil) expect(svgIsUnsafe(text), text).toBe(true);
  });

  it("refuses references to other files: relative paint servers, hrefs, style rules", () => {
    const evil = [
      svg('<rect fill="url(other.svg#g)"/>'),
      svg("<rect fill=\"url('https://x.example/p.svg#g')\"/>"),
      svg('<rect style="fill: url(other.svg#g)"/>'),
      svg("<style>rect { fill: url(other.svg#g) }</style>"),
      svg("<style><![CDATA[ rect { fill: url( 'https://x.example/a.svg#g' ) } ]]></style>"),
      svg('<style>@import "https://x.example/a.css";</style>'),
      svg("<style>rect { fill: u\\72l(other.svg#g) }</style>"),
      svg('<s:style xmlns:s="http://www.w3.org/2000/svg">rect { fill: url(o.svg#g) }</s:style>'),
      svg('<use xlink:href="other.svg#r"/>'),
      svg('<image href="https://x.example/a.png"/>'),
      svg('<image href="data:image/svg+xml;base64,PHN2Zz4="/>'),
    ];
    for (const text of evil) expect(svgIsUnsafe(text), text).toBe(true);
  });

  it("refuses what is not a well-formed SVG: entities, stylesheets by instruction, broken XML", () => {
    const evil = [
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>',
      '<?xml-stylesheet href="https://x.example/a.css"?><svg xmlns="http://www.w3.org/2000/svg"/>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>',
      '<html xmlns="http://www.w3.org/1999/xhtml"><svg xmlns="http://www.w3.org/2000/svg"/></html>',
      "",
    ];
    for (const text of evil) expect(svgIsUnsafe(text), text).toBe(true);
  });
});
