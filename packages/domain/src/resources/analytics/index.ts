// The calls' bases and the lead and tracking-event options: 潜在客户 (areas/homes), 数据统计
// (areas/statistics) and BI报表 (areas/bi) all use them, and the kit's tests take a lead's stages.
export * from './options';
