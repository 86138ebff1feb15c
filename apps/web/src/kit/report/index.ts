export { ReportPage } from './ReportPage';
export { chartOption, chartHasData, CHART_COLORS } from './reportCharts';
