/**
 * Hostile content for the widgets: text payloads that try to run script or inject markup (each
 * one, if it ever ran, would bump `window.__pwned`), and URL values that must never become a link
 * or an image source.
 */

/** What every payload runs if it ever gets executed. */
const RUN = 'window.__pwned++';

/** Text payloads: script tags, handlers, SVG and MathML tricks, broken markup, entities... */
export const TEXT_PAYLOADS: readonly string[] = [
  // Script tags.
  `<script>${RUN}</script>`,
  `<ScRiPt>${RUN}</sCrIpT>`,
  `<script src="data:text/javascript,${RUN}"></script>`,
  `<script type="module">${RUN}</script>`,
  `<scr<script>ipt>${RUN}</scr</script>ipt>`,
  // Event-handler attributes.
  `<img src=x onerror="${RUN}">`,
  `<img src=x onerror=${RUN}//`,
  `<img/src/onerror=${RUN}>`,
  `<body onload="${RUN}">`,
  `<details open ontoggle="${RUN}">`,
  `<input autofocus onfocus="${RUN}">`,
  `<video><source onerror="${RUN}"></video>`,
  `<audio src=x onerror="${RUN}">`,
  `<marquee onstart="${RUN}">x</marquee>`,
  `<x onclick="${RUN}" onmouseover="${RUN}">hover me</x>`,
  `<div tabindex=0 onfocusin="${RUN}" style="animation:x" onanimationstart="${RUN}">`,
  `<isindex type=image src=1 onerror=${RUN}>`,
  // SVG.
  `<svg onload="${RUN}">`,
  `<svg/onload=${RUN}>`,
  `<svg><script>${RUN}</script></svg>`,
  `<svg><animate onbegin="${RUN}" attributeName="x" dur="1s"/></svg>`,
  `<svg><set attributeName="onmouseover" to="${RUN}"/></svg>`,
  `<svg><a xlink:href="javascript:${RUN}"><text x="20" y="20">click</text></a></svg>`,
  `<svg><foreignObject><iframe srcdoc="<script>parent.${RUN}</script>"></iframe></foreignObject></svg>`,
  `<svg><use href="data:image/svg+xml,<svg id='x' onload='${RUN}'/>#x"/></svg>`,
  // MathML.
  `<math href="javascript:${RUN}">click</math>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:${RUN}">x</maction></math>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}">`,
  `<math><mi xlink:href="javascript:${RUN}">x</mi></math>`,
  // Frames, objects, links, forms, meta.
  `<iframe src="javascript:${RUN}"></iframe>`,
  `<iframe srcdoc="<script>parent.${RUN}</script>"></iframe>`,
  `<object data="javascript:${RUN}"></object>`,
  `<embed src="javascript:${RUN}">`,
  `<a href="javascript:${RUN}">click</a>`,
  `<a href="&#106;avascript:${RUN}">click</a>`,
  `<form><button formaction="javascript:${RUN}">x</button></form>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`,
  `<base href="javascript:${RUN}//">`,
  `<link rel="stylesheet" href="javascript:${RUN}">`,
  `<style>@import "javascript:${RUN}";</style>`,
  `<div style="background:url(javascript:${RUN})">x</div>`,
  `<img src="data:image/svg+xml,<svg onload='${RUN}'/>">`,
  // Breaking out of attributes, elements and the JSON-LD script.
  `"><script>${RUN}</script>`,
  `'><img src=x onerror=${RUN}>`,
  `</textarea><script>${RUN}</script>`,
  `</title><script>${RUN}</script>`,
  `</script><script>${RUN}</script>`,
  `{"@type":"Person"}</script><script>${RUN}</script>`,
  `<!--<img src="--><img src=x onerror=${RUN}//">`,
  `<![CDATA[<script>${RUN}</script>]]>`,
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>">`,
  `<template><img src=x onerror=${RUN}></template>`,
  `<<img src=x onerror=${RUN}>>`,
  `<img src="x" onerror="${RUN}" `,
  // Entity and encoding tricks.
  `<img src=x onerror=&#119;indow.__pwned++>`,
  `<img src=x onerror="&#x77;&#x69;&#x6e;dow.__pwned++">`,
  `&lt;script&gt;${RUN}&lt;/script&gt;`,
  `&#60;script&#62;${RUN}&#60;/script&#62;`,
  `&amp;lt;b&amp;gt;bold&amp;lt;/b&amp;gt;`,
  `\\u003cscript\\u003e${RUN}\\u003c/script\\u003e`,
  `%3Cscript%3E${RUN}%3C/script%3E`,
  `javascript:${RUN}`,
  // Template injection.
  `{{constructor.constructor('${RUN}')()}}`,
  `\${${RUN}}`,
  // Line breaks, RTL overrides, zero-width and combining characters.
  `line one\n<script>${RUN}</script>\nline three`,
  `\u202Egnp.exe\u202C <img src=x onerror=${RUN}>`,
  `\u202Bمرحبا\u202C \u2067<b>${RUN}</b>\u2069`,
  `<scr\u200Bipt>${RUN}</scr\u200Bipt>`,
  `\u200B\u200C\u200D\uFEFF<img\u200B src=x onerror=${RUN}>`,
  `Z̷̡̛͓a̶̧͝l̵̰̈́g̷̣̈o̸̙͑ <b onmouseover="${RUN}">zalgo</b>`,
  // Very long strings.
  'W'.repeat(10_000),
  `<img src=x onerror=${RUN}>`.repeat(400),
  `${'a'.repeat(3000)}<script>${RUN}</script>${'\u202E'.repeat(50)}`,
];

/** URL values no widget may turn into a link or an image source. */
export const UNSAFE_URLS: readonly string[] = [
  `javascript:${RUN}`,
  `JaVaScRiPt:${RUN}`,
  ` javascript:${RUN}`,
  `java\tscript:${RUN}`,
  `\u0001javascript:${RUN}`,
  `&#106;avascript:${RUN}`,
  `javascript&colon;${RUN}`,
  `data:text/html,<script>${RUN}</script>`,
  `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${RUN}"/>`,
  'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZCsrPC9zY3JpcHQ+',
  'vbscript:msgbox(1)',
  'VBScript:Execute("x")',
  '//evil.example/x.png',
  '\\\\evil.example/x.png',
  '/\\evil.example/x.png',
  'https:evil.example/x.png',
  'file:///etc/passwd',
  'blob:https://evil.example/0',
  'ftp://evil.example/x.png',
  // Mixed content on a shop's https page, and user-info that makes evil.example look like the shop.
  'http://evil.example/x.png',
  'https://shop.example@evil.example/x.png',
  'https://user:secret@evil.example/x.png',
  'evil.png',
  '',
];
