import { useEffect } from 'react';
import type { FormInstance } from 'antd';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Envelope } from '@coach/domain/errors.ts';
import { toastSuccess } from '../../platform/feedback';
import { resultOf } from './api';

/**
 * What every settings page does with its two calls: load the stored values into the form,
 * save with the server's message toasted (a refusal stays in `save.error` for the page to
 * show), and load again after a save. `toForm` maps the answer onto the form's values.
 */
export function useStoredSettings<Loaded, Sent>(options: {
  queryKey: QueryKey;
  form: FormInstance;
  load: () => Promise<Envelope<Loaded>>;
  save: (values: Sent) => Promise<Envelope<unknown>>;
  toForm?: (loaded: Loaded) => Record<string, unknown>;
}) {
  const { queryKey, form, load, save, toForm } = options;
  const queryClient = useQueryClient();
  const loaded = useQuery({ queryKey, queryFn: async () => resultOf(await load()), staleTime: 0 });
  useEffect(() => {
    if (loaded.data) form.setFieldsValue(toForm ? toForm(loaded.data) : (loaded.data as Record<string, unknown>));
    // toForm is a pure mapping of the page; only new data should refill the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded.data, form]);
  const saving = useMutation({
    mutationFn: async (values: Sent) => {
      const response = await save(values);
      if (!response.status) throw new Error(response.message || '保存失败');
      return response;
    },
    onSuccess: async (response) => {
      toastSuccess(response.message || '保存成功');
      await queryClient.invalidateQueries({ queryKey });
    },
  });
  return { loaded, save: saving };
}
