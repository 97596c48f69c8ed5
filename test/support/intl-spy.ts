type IntlKind = 'DateTimeFormat' | 'DisplayNames' | 'NumberFormat' | 'PluralRules';

/**
 * Records each Intl object made of the given kinds, as "Kind locale", until `restore()`: shows
 * which formats a widget makes, and when.
 */
export function spyOnIntl(...kinds: IntlKind[]) {
  const made: string[] = [];
  const real = new Map(kinds.map((kind) => [kind, Intl[kind]]));
  for (const kind of kinds) {
    Object.assign(Intl, {
      [kind]: new Proxy(real.get(kind)!, {
        construct(target, args, newTarget) {
          made.push(`${kind} ${String(args[0])}`);
          return Reflect.construct(target, args, newTarget) as object;
        },
      }),
    });
  }
  return {
    made,
    restore: () => Object.assign(Intl, Object.fromEntries(real)),
  };
}
