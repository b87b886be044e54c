import { Box, Button, chakra, HStack, Text } from '@chakra-ui/react';
import { Eraser } from 'lucide-react';
import { useRef, useState, type PointerEvent } from 'react';

const WIDTH = 480;
const HEIGHT = 160;

interface SignaturePadProps {
  /** The pad's name for assistive technology. */
  label: string;
  /** Under the pad: what to do instead without a pointer (attach a scan). */
  hint: string;
  clearLabel: string;
  /** The drawing as a PNG after each stroke, or null once cleared. */
  onChange: (png: Blob | null) => void;
  disabled?: boolean;
}

/**
 * A signature drawn with a finger, a pen or a mouse (pointer events), given as a PNG. Drawing
 * needs a pointer: the form around it offers another way to sign (a scan) for the keyboard.
 */
export function SignaturePad({ label, hint, clearLabel, onChange, disabled }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [inked, setInked] = useState(false);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) * WIDTH) / box.width,
      y: ((event.clientY - box.top) * HEIGHT) / box.height,
    };
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (disabled || !context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = pointOf(event);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#1a1a1a';
    context.beginPath();
    context.moveTo(x, y);
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!drawing.current || !context) return;
    const { x, y } = pointOf(event);
    context.lineTo(x, y);
    context.stroke();
  };

  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    setInked(true);
    canvas.current?.toBlob((png) => onChange(png), 'image/png');
  };

  const clear = () => {
    canvas.current?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    setInked(false);
    onChange(null);
  };

  return (
    <Box>
      <chakra.canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={label}
        w="full"
        maxW={`${WIDTH}px`}
        aspectRatio={`${WIDTH} / ${HEIGHT}`}
        bg="white"
        borderWidth="1px"
        borderStyle="dashed"
        borderColor="border.emphasized"
        rounded="md"
        touchAction="none"
        cursor={disabled ? 'not-allowed' : 'crosshair'}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <HStack justify="space-between" align="start" mt="1" gap="3">
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
        <Button size="xs" variant="ghost" onClick={clear} disabled={disabled || !inked}>
          <Eraser aria-hidden /> {clearLabel}
        </Button>
      </HStack>
    </Box>
  );
}
