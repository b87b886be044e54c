// The stack alone, for the holders list (scripts/bench/floor.ts): the libraries the product is
// built on, each used as a list uses them, with the product's theme and none of its own code.
// One filter of each kind, the rows in a table, a next page; no shell, no translations beyond
// one word, no HTTP client.
import { Badge, Button, Field, Heading, Input, NativeSelect, Stack, Table } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { mount } from './mount';

interface Holder {
  id: string;
  name: string;
  city: string;
  status: string;
}

function Holders() {
  const { t } = useTranslation('holders');
  const [params, setParams] = useSearchParams();
  const holders = useQuery({
    queryKey: ['holders', params.toString()],
    queryFn: async () =>
      ((await (await fetch(`/api/v1/holders?${params}`)).json()) as { items: Holder[] }).items,
  });
  return (
    <Stack>
      <Heading>{t('title')}</Heading>
      <Field.Root>
        <Field.Label>{t('title')}</Field.Label>
        <Input
          value={params.get('search') ?? ''}
          onChange={(event) => setParams({ search: event.target.value })}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('title')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field onChange={(event) => setParams({ status: event.target.value })}>
            <option value="ACTIVE">{t('title')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Table.Root>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('title')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {holders.data?.map((holder) => (
            <Table.Row key={holder.id}>
              <Table.Cell>
                <Link to={holder.id}>{holder.name}</Link>
              </Table.Cell>
              <Table.Cell>{holder.city}</Table.Cell>
              <Table.Cell>
                <Badge>{holder.status}</Badge>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Button onClick={() => setParams({ page: '2' })}>{t('title')}</Button>
    </Stack>
  );
}

mount(Holders, { fr: { holders: { title: 'Détenteurs' } } });
