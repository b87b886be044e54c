// The yardstick of `npm run bench`: the least a React page can do to show the same 100 holders
// from the same API: one fetch, a plain <table>, a next-page button. No router, no design
// system, no query cache.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

interface Holder {
  id: string;
  name: string;
  number: string;
  city: string;
  status: string;
  supplierStatus: string;
  category: string;
  collectFrequencyNumber: number;
  collectFrequencyType: string;
  storageCapacity: number;
  delegation?: { name: string; zone?: { name: string } };
}

function Holders() {
  const [page, setPage] = useState(1);
  const [holders, setHolders] = useState<Holder[]>([]);
  useEffect(() => {
    void fetch(`/api/v1/holders?page=${page}&limit=100`, {
      headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
    })
      .then((response) => response.json() as Promise<{ items: Holder[] }>)
      .then((body) => setHolders(body.items));
  }, [page]);
  return (
    <>
      <button type="button" aria-label="Page suivante" onClick={() => setPage(page + 1)}>
        →
      </button>
      <table>
        <tbody>
          {holders.map((holder) => (
            <tr key={holder.id}>
              <td>
                <a href={`/main/holders/${holder.id}`}>{holder.name}</a>
              </td>
              <td>{holder.number}</td>
              <td>{holder.city}</td>
              <td>
                {holder.delegation?.name} / {holder.delegation?.zone?.name}
              </td>
              <td>{holder.status}</td>
              <td>{holder.supplierStatus}</td>
              <td>{holder.category}</td>
              <td>
                {holder.collectFrequencyNumber} {holder.collectFrequencyType}
              </td>
              <td>{holder.storageCapacity} L</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

createRoot(document.getElementById('root')!).render(<Holders />);
