// The app runs as one of three variants, decided once at start from the address (SPEC §2); the
// server decides the same way (src/shared/variant.ts).
export { detectVariant, variants, type Variant } from '#shared/variant'
