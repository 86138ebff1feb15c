import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { useHref, useNavigate } from 'react-router';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import type { FieldDef } from '@coach/domain/resources/types.ts';
import { useAccess } from '../../platform/access';
import type { Row } from './api';
import { FieldValue } from './FieldValue';

/**
 * A value that names another record (a student's name, an order's number) as the link to that
 * record's detail page (`field.opens`: the resource, and the row key holding its id): one kind
 * of cell for every list, detail and detail table, never a page's own JSX. Shown as plain text
 * when the row lacks the id or the user may not open that page.
 */
export function RecordLink({ field, value, row, mode }: CellProps) {
  const access = useAccess();
  const route = field.opens ? resourcesByName[field.opens.resource]?.detailRoute : undefined;
  const id = field.opens ? row[field.opens.idKey] : undefined;
  const text = <FieldValue field={field} value={value} mode={mode} />;
  if (!route || id === undefined || id === null || id === '' || !access.canSeeRoute(route)) return text;
  return <RouteLink to={`${route}?id=${encodeURIComponent(String(id))}`}>{text}</RouteLink>;
}

/**
 * A link to a page of the console (a router path): a real `href`, so the keyboard reaches it
 * and Enter opens it (an `<a>` without one is no link to a keyboard or a screen reader, issue
 * 52), and the address shows on hover. A plain click stays in the console (its tab);
 * Ctrl/⌘/Shift-click leaves it to the browser.
 */
export function RouteLink({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useNavigate();
  const href = useHref(to);
  return (
    <Typography.Link
      href={href}
      onClick={(event) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.preventDefault();
        void navigate(to);
      }}
    >
      {children}
    </Typography.Link>
  );
}

interface CellProps {
  field: FieldDef;
  value: unknown;
  row: Row;
  mode?: 'cell' | 'detail';
}

/** A field's value in a row (a cell, a detail's item): its link when it opens a record, else its value. */
export function FieldCell(props: CellProps) {
  const { field, value, mode, row } = props;
  // A code shown by the words the server named it with (`shownAs`), as the export writes it.
  const named = field.shownAs ? row[field.shownAs] : undefined;
  if (named !== undefined && named !== null && named !== '') return <>{String(named)}</>;
  return field.opens ? <RecordLink {...props} /> : <FieldValue field={field} value={value} mode={mode} />;
}
