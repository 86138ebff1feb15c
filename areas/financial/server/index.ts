import { defineServerArea } from '@coach/server/engine/index.ts';
import { financial } from '../area';
import { productBillHooks } from './productBills';
import { timeStudentSettleFeature } from './timeStudentSettle';
import { invoiceFeature } from './invoices';
import { seedInvoices } from './seed/invoices';

// 订单管理's demo step (orderKinds) makes the product bills of the product orders it seeds.
export { buildProductBills } from './productBills';
// Other areas' tests (the organisation scope) seed its invoice requests before their own checks.
export { seedInvoices };

/** 财务管理's server (/financials): its product bills' hooks, 计时学员统计's detail, 开票管理's upload and download, its demo data. */
export default defineServerArea({
  area: financial,
  resourceHooks: [productBillHooks],
  features: [timeStudentSettleFeature, invoiceFeature],
  seeds: [
    // The invoices are uploaded PDFs in the demo's file store; the step ran right after the pictures.
    {
      name: 'invoices',
      after: 'demoImages',
      uploads: ({ database, files, tenantId }) => seedInvoices(database, files, tenantId),
    },
  ],
});
