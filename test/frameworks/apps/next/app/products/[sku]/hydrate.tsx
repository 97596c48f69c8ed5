'use client';
// app/products/[sku]/hydrate.tsx
import { useEffect } from 'react';

export function Hydrate() {
  useEffect(() => void import('rp-widgets/hydrate'), []);
  return null;
}
