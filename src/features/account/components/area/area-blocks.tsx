/** The account area's blocks, one chunk: a customer moves between its pages. */
export { AccountMenu as AccountMenuBlock } from './account-menu';
export { AccountOverview as AccountOverviewBlock } from './account-overview';
export { AccountProfile as AccountProfileBlock } from './account-profile';
export { OrderHistory as OrderHistoryBlock } from './order-history';
export { OrderDetail as OrderDetailBlock } from './order-detail';
