/**
 * Brings a model's parsed answer to the shape of a tool's JSON schema where
 * the meaning is unambiguous: a wrapper key around the answer, keys in
 * another case, numbers written as text ("48%"), enum values in another case
 * or spacing, extra keys, `null` for an optional field, too many items (the
 * first are kept), text over its limit (cut at a word boundary, as the server
 * would cut it anyway). Anything else is left as it is, for the schema check
 * to refuse. It never makes up a value.
 */

type CoerceRepair =
  | 'wrapper_key'
  | 'key_case'
  | 'number_string'
  | 'string_from_value'
  | 'enum_case'
  | 'extra_keys'
  | 'null_optional'
  | 'too_many_items'
  | 'overlong_text';

/** The subset of JSON Schema that zod's `toJSONSchema` writes for the tools' schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
}

const normaliseKey = (key: string) => key.toLowerCase().replace(/[\s_-]/g, '');
const normaliseEnum = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/\s*&\s*/g, ' and ')
    .replace(/[\s_-]+/g, ' ');

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Cuts text to `max` characters at a word boundary, marking the cut with an ellipsis. */
export function cutAtWord(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join('');
  const boundary = head.search(/\s\S*$/);
  const cut = (boundary > max * 0.5 ? head.slice(0, boundary) : head).replace(/[\s,;:–-]+$/u, '');
  return `${cut}…`;
}

export function coerceToSchema(value: unknown, schema: JsonSchema): { value: unknown; repairs: CoerceRepair[] } {
  const repairs = new Set<CoerceRepair>();

  const coerce = (v: unknown, s: JsonSchema): unknown => {
    const variant = s.anyOf?.find((option) => option.type !== 'null') ?? s;
    const type = Array.isArray(variant.type) ? variant.type.find((t) => t !== 'null') : variant.type;
    if (variant.enum && typeof v === 'string') {
      if (variant.enum.includes(v)) return v;
      const match = variant.enum.find(
        (option) => typeof option === 'string' && normaliseEnum(option) === normaliseEnum(v),
      );
      if (match !== undefined) repairs.add('enum_case');
      return match ?? v;
    }
    switch (type) {
      case 'object':
        return isRecord(v) ? coerceObject(v, variant) : v;
      case 'array':
        return Array.isArray(v) ? coerceArray(v, variant) : v;
      case 'string':
        return coerceString(v, variant);
      case 'number':
      case 'integer':
        return coerceNumber(v, variant, type === 'integer');
      default:
        return v;
    }
  };

  const coerceObject = (v: Record<string, unknown>, s: JsonSchema): Record<string, unknown> => {
    const properties = s.properties ?? {};
    const required = new Set(s.required ?? []);
    const byKey = new Map(Object.keys(v).map((key) => [normaliseKey(key), key]));
    const out: Record<string, unknown> = {};
    let used = 0;
    for (const [name, propertySchema] of Object.entries(properties)) {
      const key = name in v ? name : byKey.get(normaliseKey(name));
      if (key === undefined) continue;
      used++;
      if (key !== name) repairs.add('key_case');
      const field = v[key];
      if (field === null && !required.has(name)) {
        repairs.add('null_optional');
        continue;
      }
      out[name] = coerce(field, propertySchema);
    }
    if (used < Object.keys(v).length) repairs.add('extra_keys');
    return out;
  };

  const coerceArray = (v: unknown[], s: JsonSchema): unknown[] => {
    let items = v;
    if (s.maxItems !== undefined && items.length > s.maxItems) {
      repairs.add('too_many_items');
      items = items.slice(0, s.maxItems);
    }
    return s.items ? items.map((item) => coerce(item, s.items!)) : items;
  };

  const coerceString = (v: unknown, s: JsonSchema): unknown => {
    // `null` for text that may be empty (a date idea's location) means none.
    if (v === null && !s.minLength) {
      repairs.add('null_optional');
      return '';
    }
    let text = v;
    if (typeof v === 'number' || typeof v === 'boolean') {
      repairs.add('string_from_value');
      text = String(v);
    }
    if (typeof text !== 'string') return text;
    text = text.trim();
    if (s.maxLength !== undefined && [...(text as string)].length > s.maxLength) {
      repairs.add('overlong_text');
      return cutAtWord(text as string, s.maxLength);
    }
    return text;
  };

  const coerceNumber = (v: unknown, s: JsonSchema, integer: boolean): unknown => {
    let n = v;
    if (typeof v === 'string') {
      // "48%", "7.5/10", " 6 points": the first number is the value the model meant.
      const match = /-?\d+(?:\.\d+)?/.exec(v);
      if (!match) return v;
      repairs.add('number_string');
      n = Number(match[0]);
    }
    if (typeof n !== 'number' || !Number.isFinite(n)) return n;
    return integer ? Math.round(n) : n;
  };

  return { value: unwrap(value, schema, repairs, coerce), repairs: [...repairs] };
}

/**
 * `{"response": {...the answer...}}`: a root object with none of the
 * expected keys and one object inside is the answer in a wrapper.
 */
function unwrap(
  value: unknown,
  schema: JsonSchema,
  repairs: Set<CoerceRepair>,
  coerce: (v: unknown, s: JsonSchema) => unknown,
): unknown {
  const properties = Object.entries(schema.properties ?? {});
  const expected = properties.map(([name]) => normaliseKey(name));
  let current = value;
  // `[...]` where the answer is `{"messages": [...]}`: the list without its one key.
  const lists = properties.filter(([, s]) => s.type === 'array');
  if (Array.isArray(current) && properties.length === 1 && lists.length === 1) {
    repairs.add('wrapper_key');
    current = { [lists[0]![0]]: current };
  }
  for (let depth = 0; depth < 2 && isRecord(current); depth++) {
    const keys = Object.keys(current).map(normaliseKey);
    if (keys.some((key) => expected.includes(key))) break;
    const inner = Object.values(current).filter(isRecord);
    if (inner.length !== 1) break;
    repairs.add('wrapper_key');
    current = inner[0];
  }
  return coerce(current, schema);
}
