import { Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Route } from 'lucide-react';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Holder } from '@generated/model';
import { isPlaced, nearestNeighbourOrder } from '../route';
import { stopOfHolder, type PickedDepot, type Stop } from '../fields';
import { StopList } from './stop-list';
import { ZoneHolders } from './zone-holders';

interface StopsSectionProps {
  zoneId: string | undefined;
  depot: PickedDepot | null;
  stops: Stop[];
  onChange: (stops: Stop[]) => void;
  announce: (message: string) => void;
  /** The message of the "at least one holder" rule, already translated. */
  error?: string;
  searchRef?: Ref<HTMLInputElement>;
}

/** The stops in order with their tools, then the zone's holders to add from. */
export function StopsSection(props: StopsSectionProps) {
  const { t } = useTranslation('tours');
  const { depot, stops, onChange, announce } = props;
  const errorId = useId();
  const helpId = useId();
  const suggestable = !!depot && stops.filter(isPlaced).length >= 2;

  const suggest = () => {
    if (!depot) return;
    onChange(nearestNeighbourOrder(depot, stops));
    announce(t('stops.suggested', { depot: depot.name }));
  };

  const add = (holder: Holder) => {
    onChange([...stops, stopOfHolder(holder)]);
    announce(
      t('stops.added', { name: holder.name, position: stops.length + 1, total: stops.length + 1 }),
    );
  };

  return (
    <Stack gap="4">
      <Card.Root size="sm" as="section" aria-labelledby={`${helpId}-title`}>
        <Card.Header>
          <Flex justify="space-between" align="start" gap="3" wrap="wrap">
            <Stack gap="0">
              <Heading as="h2" size="md" id={`${helpId}-title`}>
                {t('sections.stops')}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {t('stops.count', { count: stops.length })}
              </Text>
            </Stack>
            <Button
              size="sm"
              variant="outline"
              colorPalette="brand"
              disabled={!suggestable}
              aria-describedby={helpId}
              onClick={suggest}
            >
              <Route size={16} aria-hidden /> {t('stops.suggest')}
            </Button>
          </Flex>
          <Text id={helpId} fontSize="xs" color="fg.muted" mt="1">
            {suggestable ? t('stops.suggestHelp') : t('stops.suggestUnavailable')}
          </Text>
        </Card.Header>
        <Card.Body gap="3">
          {stops.length > 1 && (
            <Text fontSize="sm" color="fg.muted">
              {t('stops.instructions')}
            </Text>
          )}
          {props.error && (
            <Text id={errorId} color="fg.error" fontSize="sm" fontWeight="medium">
              {props.error}
            </Text>
          )}
          <StopList
            stops={stops}
            onChange={onChange}
            announce={announce}
            invalid={!!props.error}
            describedBy={props.error ? errorId : undefined}
          />
        </Card.Body>
      </Card.Root>
      <Card.Root size="sm" as="section" aria-labelledby={`${helpId}-holders`}>
        <Card.Header>
          <Heading as="h2" size="md" id={`${helpId}-holders`}>
            {t('sections.zoneHolders')}
          </Heading>
        </Card.Header>
        <Card.Body>
          <ZoneHolders
            zoneId={props.zoneId}
            chosen={new Set(stops.map((s) => s.id))}
            onAdd={add}
            searchRef={props.searchRef}
          />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
