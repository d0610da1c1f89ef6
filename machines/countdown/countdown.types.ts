export interface CountdownInput {
  /** The moment counted down to, epoch ms. */
  endsAt: number;
  /** Epoch ms when the countdown starts. */
  now: number;
}

export interface CountdownContext {
  endsAt: number;
  /** Epoch ms as of the last clock reading. */
  now: number;
}
