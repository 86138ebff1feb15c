import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Descriptions } from 'antd';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { actionApplies, type ActionDef, type ResourceDef } from '@coach/domain/resources/types.ts';
import type { Row } from './api';
import { FieldValue } from './FieldValue';
import { ResourceFormDrawer } from './ResourceFormDrawer';
import type { FormExtras } from './ResourceFormFields';
import { RowButton } from './RowActions';
import type { ListActions } from './useListActions';

type FormAction = ActionDef & { form: NonNullable<ActionDef['form']> };

/** The row's values a row form starts with (its fields), sends as they are (other keys), and shows above it. */
function extrasOf(
  def: ResourceDef,
  action: FormAction,
  row: Row,
): Pick<FormExtras, 'initialValues' | 'fixed' | 'about'> {
  const target = resourcesByName[action.form.resource];
  const fill = Object.entries(action.form.fill).map(([key, from]) => [key, row[from]] as const);
  const isField = ([key]: readonly [string, unknown]) => target.fields.some((f) => f.key === key);
  const shown = (action.form.about ?? []).flatMap((key) => def.fields.filter((f) => f.key === key));
  return {
    initialValues: Object.fromEntries(fill.filter(isField)),
    fixed: Object.fromEntries(fill.filter((entry) => !isField(entry))),
    about: (
      <>
        {shown.length > 0 && (
          <Descriptions
            size="small"
            column={1}
            style={{ marginBottom: 16 }}
            items={shown.map((field) => ({
              key: field.key,
              label: field.label,
              children: <FieldValue field={field} value={row[field.key]} mode="detail" />,
            }))}
          />
        )}
        {action.form.note && <Alert type="info" showIcon title={action.form.note} style={{ marginBottom: 16 }} />}
      </>
    ),
  };
}

/**
 * The row buttons a definition declares with a form (`ActionDef.form`: 潜在客户's 添加跟进 and
 * 转化报名, 学时缴费订单's 更换手机号): each, where the role holds it and the row's state allows
 * it, opens the named resource's create form about the row; a save reloads the list.
 */
export function useRowForms(
  def: ResourceDef,
  actions: ListActions,
): { buttons: (row: Row) => ReactNode; drawers: ReactNode } {
  const [opened, setOpened] = useState<{ action: FormAction; row: Row }>();
  const forms = (def.actions ?? []).filter((a): a is FormAction => !!a.form && actions.can(a.name));
  const { reload } = actions;
  const extras = useMemo<FormExtras>(
    () => ({ ...(opened && extrasOf(def, opened.action, opened.row)), onSaved: reload }),
    [def, opened, reload],
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
    <ResourceFormDrawer
      key={a.name}
      def={resourcesByName[a.form.resource]}
      open={opened?.action.name === a.name}
      extras={extras}
      onClose={() => setOpened(undefined)}
    />
  ));
  return { buttons, drawers };
}
