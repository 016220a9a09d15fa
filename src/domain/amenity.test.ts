import {
  activeAmenityFlags,
  amenityFlagLabel,
  customAmenityFlag,
  customAmenityLabel,
  toAmenityFlags,
  AmenityFlagsSchema,
} from './amenity';

describe('amenity flags', () => {
  it('sends a custom entry as custom_ plus the lowercased text with underscores for spaces', () => {
    expect(customAmenityFlag('Vista al Mar')).toBe('custom_vista_al_mar');
    expect(customAmenityFlag('  Cuarto   útil ')).toBe('custom_cuarto_útil');
    expect(customAmenityLabel('custom_vista_al_mar')).toBe('Vista al mar');
  });

  it('builds the flags object from codes and custom texts, dropping blank texts', () => {
    expect(toAmenityFlags(['balcon', 'piscina'], ['Chimenea', ' '])).toEqual({
      balcon: true,
      piscina: true,
      custom_chimenea: true,
    });
  });

  it('lists the flags turned on, catalogue codes first', () => {
    expect(activeAmenityFlags({ custom_chimenea: true, balcon: true, jardin: false })).toEqual([
      'balcon',
      'custom_chimenea',
    ]);
    const catalogue = [{ id: 1, code: 'balcon', name: 'Balcón', category: 'Privada' as const }];
    expect(amenityFlagLabel('balcon', catalogue)).toBe('Balcón');
    expect(amenityFlagLabel('custom_chimenea', catalogue)).toBe('Chimenea');
    expect(amenityFlagLabel('sauna', catalogue)).toBe('sauna');
  });

  it('accepts only boolean flags with names without spaces', () => {
    expect(AmenityFlagsSchema.safeParse({ balcon: true, custom_vista_al_mar: false }).success).toBe(true);
    expect(AmenityFlagsSchema.safeParse({ 'vista al mar': true }).success).toBe(false);
    expect(AmenityFlagsSchema.safeParse({ balcon: 'sí' }).success).toBe(false);
  });
});
