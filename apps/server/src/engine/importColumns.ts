import { isEditable, type FieldDef, type ResourceDef } from '@coach/domain';

/** Fields an xlsx import fills: what the add form edits, except lists, images and rich text. */
export function importFields(def: ResourceDef): FieldDef[] {
  return def.fields.filter(
    (f) => isEditable(f, true) && !['ids', 'images', 'image', 'video', 'rich', 'json', 'region'].includes(f.kind),
  );
}

/** Header of a field in the template: its label, with the choices of an enum. */
export function importHeader(field: FieldDef): string {
  const choices = field.options?.map((o) => o.label).join('/');
  return `${field.label}${field.required ? '*' : ''}${choices ? `(${choices})` : ''}`;
}

/** The label a header names, whatever decoration (`*`, choices) it carries. */
export function headerLabel(header: string): string {
  return header
    .replace(/[（(].*$/, '')
    .replace(/\*$/, '')
    .trim();
}

/** A cell as the user typed it: an enum by its label or its value. */
export function cellToInput(field: FieldDef, cell: unknown): unknown {
  const text = cell && typeof cell === 'object' && 'text' in cell ? (cell as { text: unknown }).text : cell;
  if (field.options && typeof text === 'string') {
    const byLabel = field.options.find((o) => o.label === text.trim());
    if (byLabel) return byLabel.value;
  }
  if (typeof text === 'number' && ['text', 'textarea'].includes(field.kind)) return String(text);
  return text instanceof Date ? Math.floor(text.getTime() / 1000) : text;
}
