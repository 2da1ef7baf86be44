/**
 * A reader of Prometheus's text exposition format (0.0.4), for tests: no maintained parser is in
 * node_modules and prom-client only writes the format. It reads what Prometheus reads: `# HELP`
 * and `# TYPE` lines, and samples `name{label="value",…} value [timestamp]` with the format's
 * escapes; a line it cannot read fails the test.
 */
export interface Sample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

export interface MetricFamily {
  readonly name: string;
  readonly type: string;
  readonly help: string;
  readonly samples: Sample[];
}

/** Sample names a family of these types writes besides its own name. */
const SUFFIXES: Record<string, readonly string[]> = {
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['_sum', '_count'],
};

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+-?\d+)?$/;
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*(,|$)/y;

export function parsePrometheusText(text: string): Map<string, MetricFamily> {
  const families = new Map<string, MetricFamily>();
  const family = (name: string) => {
    const known = families.get(name) ?? { name, type: 'untyped', help: '', samples: [] };
    families.set(name, known);
    return known;
  };
  for (const line of text.split('\n')) {
    const meta = /^#\s+(HELP|TYPE)\s+(\S+)\s?(.*)$/.exec(line);
    if (meta) {
      const [, kind = '', name = '', rest = ''] = meta;
      const found = family(name);
      families.set(
        name,
        kind === 'TYPE' ? { ...found, type: rest } : { ...found, help: unescape(rest) },
      );
    } else if (line.trim() !== '' && !line.startsWith('#')) {
      const sample = parseSample(line);
      family(familyOf(sample.name, families)).samples.push(sample);
    }
  }
  return families;
}

/** Every name a query may use for these families: each name, and its histogram's series. */
export function exportedNames(families: Map<string, MetricFamily>): Set<string> {
  return new Set(
    [...families.values()].flatMap(({ name, type }) => [
      name,
      ...(SUFFIXES[type] ?? []).map((suffix) => name + suffix),
    ]),
  );
}

function familyOf(sampleName: string, families: Map<string, MetricFamily>): string {
  for (const { name, type } of families.values())
    if ((SUFFIXES[type] ?? []).some((suffix) => name + suffix === sampleName)) return name;
  return sampleName;
}

function parseSample(line: string): Sample {
  const match = SAMPLE.exec(line);
  if (!match) throw new Error(`Not a Prometheus sample: ${line}`);
  const [, name = '', labelText = '', valueText = ''] = match;
  return { name, labels: parseLabels(labelText, line), value: parseValue(valueText, line) };
}

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const match = LABEL.exec(text);
    if (!match) throw new Error(`Bad labels in: ${line}`);
    labels[match[1] ?? ''] = unescape(match[2] ?? '');
  }
  return labels;
}

/** As Prometheus reads them (Go's ParseFloat): NaN and Inf in any case; prom-client writes `Nan`. */
const SPECIAL_VALUES: Record<string, number> = {
  nan: NaN,
  inf: Infinity,
  '+inf': Infinity,
  '-inf': -Infinity,
};

function parseValue(text: string, line: string): number {
  const special = SPECIAL_VALUES[text.toLowerCase()];
  if (special !== undefined) return special;
  const value = Number(text);
  if (text.trim() === '' || Number.isNaN(value)) throw new Error(`Bad value in: ${line}`);
  return value;
}

function unescape(text: string): string {
  return text.replace(/\\(.)/g, (_, char: string) => (char === 'n' ? '\n' : char));
}
