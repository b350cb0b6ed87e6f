import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { StocktakePage } from '../../features/inventory/stocktake/stocktake-page';

/** /stocktake, or /stocktake?id=7 with a stocktake open (decision 0045). */
export const Route = createFileRoute('/_staff/stocktake')({
  validateSearch: (search: Record<string, unknown>): { id?: number } => {
    const id = Number(search.id);
    return Number.isInteger(id) && id > 0 ? { id } : {};
  },
  component: StocktakeRoute,
});

function StocktakeRoute() {
  const { id } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <StocktakePage
      stocktakeId={id}
      onOpen={(next) => void navigate({ search: next === undefined ? {} : { id: next } })}
    />
  );
}
