/**
 * The one matcher of the offline coach. Its phrase lists and templates live in rule files beside this one (data,
 * no logic); every decision goes through here, so each answer can name the rule behind it ("reply-acts/rejection",
 * "openers/detail-title"), and a wrong answer points at the line of data to change, not at code.
 */

/** One rule: when any of its patterns matches (and none of `unless` does), it fires and gives `then`. */
export interface Rule<T> {
  /** Stable and unique within its file: reported with every match. */
  readonly id: string;
  /** Regular-expression sources, tried in order; `{NAME}` is replaced by the rule file's shared pieces. */
  readonly when: readonly string[];
  /** Patterns that veto the rule even when `when` matches ("saving money" is not a money request). */
  readonly unless?: readonly string[];
  /** What the rule decides: an act, a weight, a template... */
  readonly then: T;
}

export interface RuleMatch<T> {
  /** `file/rule`, e.g. "reply-acts/rejection". */
  readonly rule: string;
  readonly then: T;
  /** The text the pattern matched, and where. */
  readonly matched: string;
  readonly index: number;
}

export interface RuleSet<T> {
  /** The first rule, in file order, that fires on the text; null when none does. */
  first(text: string): RuleMatch<T> | null;
  /** Every rule that fires, in file order (each rule once, at its first match). */
  all(text: string): RuleMatch<T>[];
}

interface CompileOptions {
  /** Pieces shared by a file's patterns, written `{NAME}` in them (e.g. U: "(?:u|you|ya)"). */
  pieces?: Readonly<Record<string, string>>;
  /** Extra RegExp flags; `u` is always on. Patterns are matched as written (case included). */
  flags?: string;
}

/** Compiles a rule file once; a pattern that does not compile, or an unknown piece, throws at start-up. */
export function compileRules<T>(file: string, rules: readonly Rule<T>[], options: CompileOptions = {}): RuleSet<T> {
  const pieces = options.pieces ?? {};
  const flags = `u${options.flags ?? ''}`.replace(/(.)(?=.*\1)/g, '');
  const expand = (source: string) =>
    source.replace(/\{([A-Z][A-Z0-9_]*)\}/g, (_, name: string) => {
      const piece = pieces[name];
      if (piece === undefined) throw new Error(`${file}: unknown piece {${name}} in ${source}`);
      return piece;
    });
  const ids = new Set<string>();
  const compiled = rules.map((rule) => {
    if (ids.has(rule.id)) throw new Error(`${file}: two rules named ${rule.id}`);
    ids.add(rule.id);
    return {
      rule: `${file}/${rule.id}`,
      then: rule.then,
      when: rule.when.map((source) => new RegExp(expand(source), flags)),
      unless: (rule.unless ?? []).map((source) => new RegExp(expand(source), flags)),
    };
  });
  const fire = (entry: (typeof compiled)[number], text: string): RuleMatch<T> | null => {
    if (entry.unless.some((pattern) => pattern.test(text))) return null;
    for (const pattern of entry.when) {
      const found = pattern.exec(text);
      if (found) return { rule: entry.rule, then: entry.then, matched: found[0], index: found.index };
    }
    return null;
  };
  return {
    first(text) {
      for (const entry of compiled) {
        const match = fire(entry, text);
        if (match) return match;
      }
      return null;
    },
    all(text) {
      return compiled.map((entry) => fire(entry, text)).filter((match): match is RuleMatch<T> => match !== null);
    },
  };
}
