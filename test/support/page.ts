/**
 * A merchant's page of its own: `html` as the document of an iframe added to the test page, so
 * each page defines its elements afresh. Resolves with its window once it has loaded.
 */
export async function blankPage(html: string): Promise<Window> {
  const frame = document.createElement('iframe');
  frame.srcdoc = html;
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  return frame.contentWindow!;
}
