import { z } from 'zod';

// The share of a settled stake that counts towards a bonus's wagering, set per casino game and per
// Matka market by the operator: one rule and one message for both.

export const WAGERING_WEIGHT_MESSAGE = 'Wagering weight must be a whole percent from 0 to 100';

export const wageringWeightSchema = z
  .number({ error: WAGERING_WEIGHT_MESSAGE })
  .int(WAGERING_WEIGHT_MESSAGE)
  .min(0, WAGERING_WEIGHT_MESSAGE)
  .max(100, WAGERING_WEIGHT_MESSAGE);
