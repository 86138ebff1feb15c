import type { ResourceDef } from '@coach/domain';

/** The buttons a resource's pages show, each a permission resource `<route>:<action>`. */
export function resourceButtons(def: ResourceDef): { action: string; label: string }[] {
  const buttons: { action: string; label: string }[] = [];
  if (def.api.create || def.api.save)
    buttons.push({ action: 'add', label: def.createLabel ? `${def.createLabel}（${def.title}）` : `新增${def.title}` });
  if (def.api.update || def.api.save) buttons.push({ action: 'edit', label: `编辑${def.title}` });
  if (def.api.delete) buttons.push({ action: 'delete', label: `删除${def.title}` });
  if (def.api.export) buttons.push({ action: 'export', label: `导出${def.title}` });
  if (def.api.import) buttons.push({ action: 'import', label: `导入${def.title}` });
  if (def.api.move) buttons.push({ action: 'move', label: `移动${def.title}` });
  for (const t of def.transitions ?? []) buttons.push({ action: t.name, label: `${t.label}${def.title}` });
  for (const a of def.actions ?? []) buttons.push({ action: a.name, label: `${a.label}（${def.title}）` });
  return buttons;
}
