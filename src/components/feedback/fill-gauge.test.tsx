import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NEARLY_FULL_RATE } from '@/lib/access/thresholds';
import { UiProvider } from '../ui/provider';
import { FillGauge } from './fill-gauge';

const gauge = (quantity: number) => {
  render(
    <UiProvider>
      <FillGauge
        quantity={quantity}
        capacity={1000}
        label="Remplissage"
        warningLabel="presque plein"
      />
    </UiProvider>,
  );
  return screen.getByRole('meter', { name: 'Remplissage' });
};

describe('FillGauge', () => {
  it('rule "nearly full at 80 % or more": exactly the threshold warns, as the home figure and the list filter (minFillRate) count it', () => {
    expect(NEARLY_FULL_RATE).toBe(0.8);
    expect(gauge(800)).toHaveAttribute('aria-valuetext', expect.stringMatching(/presque plein$/));
  });

  it('below the threshold the gauge does not warn', () => {
    expect(gauge(799)).toHaveAttribute(
      'aria-valuetext',
      expect.not.stringMatching(/presque plein/),
    );
  });
});
