import { ORDER_PAGE_SIZE } from '@leadvault/contract';
import { PagedTable, PageFrame } from '@/components/kit';
import { SearchBox } from '@/components/kit/search-box';
import { useListParams } from '@/components/kit/use-list-params';
import { buttonClasses } from '@/components/ui/button';
import { ordersExportUrl, useOrders } from './api/get-orders';
import { orderColumns, salesColumns } from './order-columns';
import { ORDER_LISTS, type OrderListKind } from './order-list-kinds';
import { OrderMenu } from './order-menu';
import { TotalSales } from './total-sales';

/** One of the order dashboards: filtered, searched and paged by the server. */
export function OrderListPage({ kind }: { kind: OrderListKind }) {
  const list = ORDER_LISTS[kind];
  const { page, values, setPage, setTerms } = useListParams(['q']);
  const q = values.q || undefined;
  const query = { ...list.filter, q, page, limit: ORDER_PAGE_SIZE };
  const orders = useOrders(query);
  const offset = (page - 1) * ORDER_PAGE_SIZE;
  const isSales = kind === 'total';

  return (
    <PageFrame
      title={list.title}
      toolbar={<OrderMenu />}
      actions={
        <a
          href={ordersExportUrl({ ...list.filter, q })}
          download
          className={buttonClasses({ variant: 'secondary' })}
        >
          Export CSV
        </a>
      }
    >
      {isSales ? <TotalSales /> : null}
      <SearchBox
        label="Search orders by name, e-mail or order ID"
        placeholder="Search by name, e-mail or order ID"
        value={values.q}
        onSearch={(value) => setTerms({ q: value })}
        className="max-w-xl"
      />
      <PagedTable
        query={orders}
        loadingLabel="Loading orders..."
        caption={list.title}
        columns={isSales ? salesColumns(offset) : orderColumns(list, offset)}
        rowKey={(order) => order._id}
        dense={!isSales}
        empty={q ? `No orders match "${q}".` : 'No orders found.'}
        page={page}
        limit={ORDER_PAGE_SIZE}
        onPageChange={setPage}
        variant={list.pagination}
        pagesLabel={`${list.title} pages`}
      />
    </PageFrame>
  );
}
