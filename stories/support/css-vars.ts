import { nothing } from 'lit';
import { Directive, PartType, directive, type ElementPart, type PartInfo } from 'lit/directive.js';

/**
 * Sets the `--*` entries of a story's args as custom properties on the element, through CSSOM
 * (a `style` attribute binding would break under a strict Content-Security-Policy). Empty values
 * remove the property, so clearing a control goes back to the widget's default.
 */
class CssVars extends Directive {
  private names = new Set<string>();

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('cssVars() belongs on an element.');
  }

  render(_args: object) {
    return nothing;
  }

  override update(part: ElementPart, [args]: [object]) {
    const style = (part.element as HTMLElement).style;
    const next = new Set<string>();
    for (const [name, value] of Object.entries(args)) {
      if (!name.startsWith('--') || value === undefined || value === null || value === '') continue;
      style.setProperty(name, String(value));
      next.add(name);
    }
    for (const name of this.names) if (!next.has(name)) style.removeProperty(name);
    this.names = next;
    return nothing;
  }
}

export const cssVars = directive(CssVars);

/** An attribute binding's value: absent, null and empty values leave the attribute out. */
export function attr(value: unknown): string | typeof nothing {
  return value === undefined || value === null || value === '' ? nothing : String(value);
}
