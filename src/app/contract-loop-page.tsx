import { useListHolders } from '../../generated/api/holders/holders';
import { useGetHealth } from '../../generated/api/public/public';

/**
 * Proves the loop contract → generated hooks → mutator → mock backend until the app shell
 * replaces it: the health check and the first page of holders.
 */
export function ContractLoopPage() {
  const health = useGetHealth();
  const holders = useListHolders({ page: 1, limit: 10, sortField: 'name' });

  return (
    <main>
      <h1>Back-office</h1>
      <p data-testid="health">
        {health.data
          ? `API: ${health.data.status} (${health.data.serverTime})`
          : health.error?.message}
      </p>
      {holders.error && <p role="alert">{holders.error.message}</p>}
      <table>
        <caption>Détenteurs ({holders.data?.meta.totalItems ?? '…'})</caption>
        <thead>
          <tr>
            <th scope="col">Nom</th>
            <th scope="col">Numéro</th>
            <th scope="col">Ville</th>
          </tr>
        </thead>
        <tbody>
          {holders.data?.items.map((holder) => (
            <tr key={holder.id}>
              <td>{holder.name}</td>
              <td>{holder.number}</td>
              <td>{holder.city}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
