const NULLABLE = Symbol('nullable');

type NullableTarget = { [NULLABLE]?: Set<string> };

/**
 * Marks a DTO property that may be sent as an explicit null (meaning "clear it"). Every other
 * property refuses null, even when it is optional: see refuseExplicitNulls.
 */
export function Nullable(): PropertyDecorator {
  return (prototype, property) => {
    const target = prototype as NullableTarget;
    const inherited = target[NULLABLE] ?? new Set<string>();
    target[NULLABLE] = new Set([...inherited, String(property)]);
  };
}

/**
 * The path of the first property of a validated DTO (nested DTOs and arrays of them included)
 * that holds null without being marked @Nullable(), or undefined. Plain objects inside a DTO
 * are free-form maps (answers by field id …) and are not looked into.
 */
export function findForbiddenNull(dto: unknown, path = ''): string | undefined {
  if (Array.isArray(dto)) return firstFound(dto.entries(), path, () => true);
  if (!isDtoInstance(dto)) return undefined;
  const nullable = (dto as NullableTarget)[NULLABLE];
  return firstFound(Object.entries(dto), path, (key) => !nullable?.has(key));
}

function firstFound(
  entries: Iterable<[string | number, unknown]>,
  path: string,
  refusesNull: (key: string) => boolean,
): string | undefined {
  for (const [key, value] of entries) {
    const childPath = path ? `${path}.${key}` : String(key);
    if (value === null && refusesNull(String(key))) return childPath;
    const found = findForbiddenNull(value, childPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

function isDtoInstance(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype !== Object.prototype && prototype !== null;
}
