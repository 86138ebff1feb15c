import { useMemo, useState, type ReactNode } from 'react';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { actionApplies, type ActionDef, type ResourceDef } from '@coach/domain/resources/types.ts';
import type { Row } from './api';
import { ResourceFormDrawer } from './ResourceFormDrawer';
import type { FormExtras } from './ResourceFormFields';
import { RowButton } from './RowActions';
import type { ListActions } from './useListActions';

type FormAction = ActionDef & { form: NonNullable<ActionDef['form']> };

/**
 * The row buttons a definition declares with a form (`ActionDef.form`, 潜在客户's 添加跟进 and
 * 转化报名): each, where the role holds it and the row's state allows it, opens the named
 * resource's create form with the row's values in it; a save reloads the list.
 */
export function useRowForms(def: ResourceDef, actions: ListActions): { buttons: (row: Row) => ReactNode; drawers: ReactNode } {
  const [opened, setOpened] = useState<{ action: FormAction; row: Row }>();
  const forms = (def.actions ?? []).filter((a): a is FormAction => !!a.form && actions.can(a.name));
  const { reload } = actions;
  const extras = useMemo<FormExtras>(
    () => ({
      initialValues: opened && Object.fromEntries(Object.entries(opened.action.form.fill).map(([key, from]) => [key, opened.row[from]])),
      onSaved: reload,
    }),
    [opened, reload],
  );
  const buttons = (row: Row) =>
    forms
      .filter((a) => actionApplies(a, row))
      .map((a) => (
        <RowButton key={a.name} onClick={() => setOpened({ action: a, row })}>
          {a.label}
        </RowButton>
      ));
  const drawers = forms.map((a) => (
    <ResourceFormDrawer key={a.name} def={resourcesByName[a.form.resource]} open={opened?.action.name === a.name} extras={extras} onClose={() => setOpened(undefined)} />
  ));
  return { buttons, drawers };
}
