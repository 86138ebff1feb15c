import type { Option, ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField } from '@coach/domain/resources/common.ts';
import { SCHOOL_SELECTOR } from '@coach/domain/resources/school/options.ts';

const base = '/api/classhour/cost/inner';

export const INVOICE_STATUS_OPTIONS: readonly Option[] = [
  { value: 0, label: '待开票', tone: 'warning' },
  { value: 1, label: '已开票', tone: 'success' },
];

/** 上传发票 (a PDF first stored through the common upload, then bound by key) and 下载发票. */
export const INVOICE_CALLS = { upload: `${base}/uploadInvoice`, download: `${base}/downloadInvoice` } as const;

/**
 * 开票管理: a school's request for an invoice of its class-hour recharges (抬头, 税号, amount).
 * Finance uploads the invoice PDF (待开票 → 已开票; a wrong one may be replaced) and anyone
 * allowed downloads it.
 */
export const timingInvoice: ResourceDef = {
  name: 'timingInvoice',
  title: '开票申请',
  route: '/financials/invoicingMg',
  table: 'bbxc_timing_invoice',
  scope: 'tenant',
  org: { school: 'school_id' },
  softDelete: false,
  api: { list: `${base}/invoicePage` },
  orderBy: { key: 'createTime', direction: 'desc' },
  actions: [
    // A PDF stored by the common upload, then bound by its key (待开票 → 已开票, or a replacement).
    {
      name: 'uploadInvoice',
      label: '上传发票',
      relabel: { label: '重新上传', when: { field: 'status', in: [1] } },
      path: INVOICE_CALLS.upload,
      file: { key: 'fileKey', accept: '.pdf,application/pdf', extensions: ['pdf'], refusal: '请上传PDF格式的发票' },
    },
    {
      name: 'downloadInvoice',
      label: '下载发票',
      path: INVOICE_CALLS.download,
      download: true,
      when: { field: 'status', in: [1] },
      refusal: '该申请尚未开票，没有发票文件',
    },
  ],
  fields: [
    { key: 'applyNo', label: '申请编号', kind: 'text', maxLength: 32, readOnly: true, search: 'like', width: 170 },
    {
      key: 'schoolId',
      label: '驾校',
      kind: 'text',
      maxLength: 20,
      search: 'eq',
      readOnly: true,
      list: false,
      export: false,
      detail: false,
      selector: SCHOOL_SELECTOR,
    },
    { key: 'schoolName', label: '驾校', kind: 'text', maxLength: 50, readOnly: true },
    { key: 'title', label: '发票抬头', kind: 'text', maxLength: 100, readOnly: true, search: 'like' },
    { key: 'taxNo', label: '纳税人识别号', kind: 'text', maxLength: 20, readOnly: true, width: 180 },
    { key: 'amount', label: '开票金额(元)', kind: 'money', readOnly: true },
    {
      key: 'status',
      label: '开票状态',
      kind: 'enum',
      options: INVOICE_STATUS_OPTIONS,
      search: 'eq',
      readOnly: true,
      defaultValue: 0,
      width: 90,
    },
    {
      key: 'fileKey',
      label: '发票文件',
      kind: 'text',
      maxLength: 64,
      readOnly: true,
      list: false,
      export: false,
      detail: false,
    },
    { key: 'fileName', label: '发票文件', kind: 'text', maxLength: 200, readOnly: true, width: 180 },
    { key: 'uploadTime', label: '开票时间', kind: 'datetime', readOnly: true, width: 170 },
    { ...createTimeField, label: '申请时间' },
  ],
};
