import {
  Badge,
  Box,
  Circle,
  Flex,
  HStack,
  IconButton,
  Stack,
  Text,
  VisuallyHidden,
  type CircleProps,
} from '@chakra-ui/react';
import { ArrowDown, ArrowUp, GripVertical, MapPinOff, X } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/ui/status-badge';
import { isPlaced, move, type Placeable } from '../route';
import type { Stop } from '../fields';
import { useFormat } from '@/lib/format';

type Direction = 'up' | 'down';

/** A stop's place in the visiting order, on a brand-coloured disc. */
export function StopNumber({ position, ...props }: CircleProps & { position: number }) {
  const { t } = useTranslation('tours');
  return (
    <Circle size="7" bg="brand.solid" color="white" fontSize="sm" fontWeight="semibold" {...props}>
      <span aria-hidden>{position}</span>
      <VisuallyHidden>{t('stops.position', { position })}</VisuallyHidden>
    </Circle>
  );
}

/** Said of a holder the map cannot show. */
export function NoCoordinatesBadge() {
  const { t } = useTranslation('tours');
  return (
    <Badge size="sm" variant="outline" colorPalette="gray">
      <MapPinOff size={12} aria-hidden /> {t('holders.noCoordinates')}
    </Badge>
  );
}

/** A holder in the tour's lists: its name, then what a planner chooses by. */
export function StopLine({ stop }: { stop: Omit<Stop, 'id' | 'lat' | 'lng'> & Placeable }) {
  const format = useFormat();
  return (
    <Stack gap="1" flex="1" minW="0">
      <Text fontWeight="medium" lineClamp={1}>
        {stop.name}
      </Text>
      <HStack gap="2" wrap="wrap" fontSize="xs" color="fg.muted">
        {stop.status && <StatusBadge status={stop.status} />}
        {stop.collectFrequencyType && stop.collectFrequencyNumber !== undefined && (
          <span>{format.frequency(stop.collectFrequencyType, stop.collectFrequencyNumber)}</span>
        )}
        {stop.number && (
          <span>
            {stop.number}
            {stop.city && ` · ${stop.city}`}
          </span>
        )}
        {!isPlaced(stop) && <NoCoordinatesBadge />}
      </HStack>
    </Stack>
  );
}

interface StopListProps {
  stops: Stop[];
  onChange: (stops: Stop[]) => void;
  /** Says what just happened, in the form's polite live region. */
  announce: (message: string) => void;
  /** Links the list to the message of the "at least one holder" rule. */
  describedBy?: string;
  invalid?: boolean;
}

/**
 * The stops in visiting order, reordered by drag and drop or, from the keyboard, by the "move
 * up" and "move down" buttons of each stop. After a keyboard move the focus stays on the moved
 * stop's button (or its other one, at either end) and the new position is announced.
 */
export function StopList({ stops, onChange, announce, describedBy, invalid }: StopListProps) {
  const { t } = useTranslation('tours');
  const list = useRef<HTMLOListElement>(null);
  const refocus = useRef<{ id: string; direction: Direction } | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<number | null>(null);

  useLayoutEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    const item = list.current?.querySelector(`[data-stop-id="${target.id}"]`);
    const preferred = item?.querySelector<HTMLButtonElement>(`[data-move="${target.direction}"]`);
    const other = item?.querySelector<HTMLButtonElement>(
      `[data-move="${target.direction === 'up' ? 'down' : 'up'}"]`,
    );
    const remove = item?.querySelector<HTMLButtonElement>('[data-remove]');
    const enabled = [preferred, other].find((button) => button && !button.disabled);
    (enabled ?? remove)?.focus();
  }, [stops]);

  const reorder = (from: number, to: number) => {
    const stop = stops[from];
    if (!stop || to < 0 || to >= stops.length || from === to) return;
    onChange(move(stops, from, to));
    announce(t('stops.moved', { name: stop.name, position: to + 1, total: stops.length }));
  };

  const moveBy = (index: number, direction: Direction) => {
    refocus.current = { id: stops[index]!.id, direction };
    reorder(index, direction === 'up' ? index - 1 : index + 1);
  };

  const remove = (index: number) => {
    const stop = stops[index]!;
    onChange(stops.filter((_, i) => i !== index));
    announce(t('stops.removed', { name: stop.name }));
    // The removed stop's buttons are gone: the focus goes to the next stop, or the previous one.
    const neighbour = stops[index + 1] ?? stops[index - 1];
    if (neighbour) refocus.current = { id: neighbour.id, direction: 'up' };
  };

  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    const from = stops.findIndex((s) => s.id === dragged);
    setDragged(null);
    setOver(null);
    if (from >= 0) reorder(from, index);
  };

  if (stops.length === 0) {
    return (
      <Text
        color={invalid ? 'fg.error' : 'fg.muted'}
        fontSize="sm"
        borderWidth="1px"
        borderStyle="dashed"
        borderColor={invalid ? 'border.error' : 'border'}
        rounded="md"
        p="4"
        textAlign="center"
      >
        {t('stops.empty')}
      </Text>
    );
  }

  return (
    <Box
      as="ol"
      ref={list}
      aria-label={t('stops.list')}
      aria-describedby={describedBy}
      listStyleType="none"
      borderWidth="1px"
      borderColor={invalid ? 'border.error' : 'border'}
      rounded="md"
    >
      {stops.map((stop, index) => (
        <Flex
          as="li"
          key={stop.id}
          data-stop-id={stop.id}
          draggable
          onDragStart={(event: DragEvent) => {
            setDragged(stop.id);
            event.dataTransfer?.setData('text/plain', stop.id);
            if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
          }}
          onDragOver={(event: DragEvent) => {
            if (dragged === null) return;
            event.preventDefault();
            if (over !== index) setOver(index);
          }}
          onDragLeave={() => setOver((current) => (current === index ? null : current))}
          onDrop={(event: DragEvent) => drop(event, index)}
          onDragEnd={() => {
            setDragged(null);
            setOver(null);
          }}
          gap="3"
          px="2"
          py="2"
          align="center"
          bg={dragged === stop.id ? 'bg.muted' : 'bg'}
          opacity={dragged === stop.id ? 0.6 : 1}
          borderBottomWidth="1px"
          _last={{ borderBottomWidth: 0 }}
          // Where the dragged stop will land.
          boxShadow={
            over === index && dragged !== stop.id
              ? 'inset 0 3px 0 0 var(--chakra-colors-brand-solid)'
              : undefined
          }
        >
          <Box
            color="fg.subtle"
            cursor="grab"
            aria-hidden
            title={t('stops.drag', { name: stop.name })}
          >
            <GripVertical size={16} />
          </Box>
          <StopNumber position={index + 1} flexShrink={0} />
          <StopLine stop={stop} />
          <HStack gap="1" flexShrink={0}>
            <IconButton
              size="xs"
              variant="ghost"
              data-move="up"
              aria-label={t('stops.moveUp', { name: stop.name })}
              disabled={index === 0}
              onClick={() => moveBy(index, 'up')}
            >
              <ArrowUp />
            </IconButton>
            <IconButton
              size="xs"
              variant="ghost"
              data-move="down"
              aria-label={t('stops.moveDown', { name: stop.name })}
              disabled={index === stops.length - 1}
              onClick={() => moveBy(index, 'down')}
            >
              <ArrowDown />
            </IconButton>
            <IconButton
              size="xs"
              variant="ghost"
              colorPalette="red"
              data-remove
              aria-label={t('stops.remove', { name: stop.name })}
              onClick={() => remove(index)}
            >
              <X />
            </IconButton>
          </HStack>
        </Flex>
      ))}
    </Box>
  );
}
