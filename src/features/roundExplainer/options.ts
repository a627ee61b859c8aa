/** arkd v0.6.3's tree radices (common/tree/builder.go) and default timelocks (server/internal/config/config.go). */
export const ARKD_ROUND = {
  vtxoTreeRadix: 2,
  connectorTreeRadix: 4,
  /** BIP-68 counts time-based relative locks in units of 512 s; arkd rounds delays given in seconds down to a multiple. */
  relativeLocktimeUnitSeconds: 512,
  /** `ARK_VTXO_TREE_EXPIRY`: the sweep leaf on the batch output and on every branch output of the VTXO tree. */
  defaultVtxoTreeExpirySeconds: 604672,
  /** `ARK_UNILATERAL_EXIT_DELAY` as configured by default, before arkd rounds it: the exit leaf of every VTXO. */
  defaultUnilateralExitDelaySeconds: 86400,
} as const;

export const ROUND_EXPLAINER = {
  minParticipants: 1,
  maxParticipants: 16,
  initialParticipants: 4,
  /** Not arkd's limits, which are `vtxoMinAmount` and `vtxoMaxAmount` of GET /v1/info. */
  minAmountSats: 1_000,
  maxAmountSats: 100_000_000,
  /** The exit timeline assumes each transaction confirms in the next block. */
  blockIntervalSeconds: 600,
  exitStartMaxDays: 8,
  exitStartStepDays: 0.5,
} as const;
