import { fireEvent, screen } from '@testing-library/react';
import { State } from 'altcha/types';

/**
 * Solves the public form's ALTCHA widget with this payload. jsdom is no secure context, so the
 * widget cannot solve its challenge: it is put in its verified state (its required checkbox
 * checked) and sends the statechange event a solved challenge sends.
 */
export async function solveCaptcha(payload: string) {
  const widget = await screen.findByTestId<HTMLElementTagNameMap['altcha-widget']>('altcha-widget');
  // The widget announces its own (payload-less) state change first; the solved one follows.
  const settled = new Promise((resolve) =>
    widget.addEventListener('statechange', resolve, { once: true }),
  );
  widget.setState(State.VERIFIED);
  await settled;
  fireEvent(widget, new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
}
