/**
 * The demo companies and who belongs to them. Tests and end-to-end journeys import these names instead of
 * repeating literals; the file has no imports so any tooling can read it.
 */

export type DemoCompanyKey =
  'andina' | 'caribe' | 'sabana' | 'pacifico' | 'santander' | 'cafetero' | 'bahia' | 'norte';

export type DemoCompany = {
  name: string;
  /** NIT with its DIAN check digit for Colombian companies, RFC for the Mexican one. */
  registrationId: string;
  documentCode: string;
  countryCode: string;
  countryName: string;
  city: string;
  address: string;
  phone: string;
  /** Reserved `.test` domain: demo data never points at real sites or mailboxes. */
  domain: string;
  verified: boolean;
  status: 'active' | 'inactive' | 'pending';
};

/** Demo companies by key, in insertion order (andina gets id 1 on an empty database). */
export const DEMO_COMPANIES = {
  andina: {
    name: 'Constructora Andina S.A.S.',
    registrationId: '900482517-8',
    documentCode: 'NIT',
    countryCode: 'CO',
    countryName: 'Colombia',
    city: 'Medellín',
    address: 'Carrera 43A # 1-50, Oficina 1204, El Poblado',
    phone: '+57 604 444 1250',
    domain: 'constructoraandina.test',
    verified: true,
    status: 'active',
  },
  caribe: {
    name: 'Inversiones Caribe Urbano S.A.S.',
    registrationId: '901127364-0',
    documentCode: 'NIT',
    countryCode: 'CO',
    countryName: 'Colombia',
    city: 'Barranquilla',
    address: 'Calle 77B # 57-141, Oficina 503',
    phone: '+57 605 385 2290',
    domain: 'caribeurbano.test',
    verified: true,
    status: 'active',
  },
  sabana: {
    name: 'Grupo Constructor Sabana S.A.S.',
    registrationId: '900735208-4',
    documentCode: 'NIT',
    countryCode: 'CO',
    countryName: 'Colombia',
    city: 'Bogotá',
    address: 'Calle 93 # 11A-28, Piso 6',
    phone: '+57 601 742 3100',
    domain: 'gruposabana.test',
    verified: true,
    status: 'active',
  },
  pacifico: {
    name: 'Desarrollos del Pacífico S.A.S.',
    registrationId: '900318946-3',
    documentCode: 'NIT',
    countryCode: 'CO',
    countryName: 'Colombia',
    city: 'Cali',
    address: 'Avenida 6N # 28N-102, Oficina 701',
    phone: '+57 602 489 6677',
    domain: 'desarrollospacifico.test',
    verified: true,
    status: 'active',
  },
  santander: {
    name: 'Vivienda Santandereana S.A.S.',
    registrationId: '901045723-9',
    documentCode: 'NIT',
    countryCode: 'CO',
    countryName: 'Colombia',
    city: 'Bucaramanga',
    address: 'Carrera 35 # 52-40, Cabecera del Llano',
    phone: '+57 607 697 4410',
    domain: 'viviendasantandereana.test',
    verified: false,
    status: 'active',
  },
  cafetero: {
    name: 'Promotora Eje Cafetero S.A.S.',
    registrationId: '900596132-6',
    documentCode: 'NIT',
    countryCode: 'CO',
    countryName: 'Colombia',
    city: 'Pereira',
    address: 'Avenida Circunvalar # 12-64, Pinares',
    phone: '+57 606 335 8020',
    domain: 'ejecafetero.test',
    verified: true,
    status: 'active',
  },
  bahia: {
    name: 'Inmobiliaria Bahía de Cartagena S.A.S.',
    registrationId: '901283450-3',
    documentCode: 'NIT',
    countryCode: 'CO',
    countryName: 'Colombia',
    city: 'Cartagena',
    address: 'Avenida San Martín # 7-117, Bocagrande',
    phone: '+57 605 665 1930',
    domain: 'bahiacartagena.test',
    verified: false,
    status: 'active',
  },
  // No projects and no members: the one company the admin screen lets you delete.
  norte: {
    name: 'Desarrollos Inmobiliarios Regiomontanos S.A. de C.V.',
    registrationId: 'DIR150312K47',
    documentCode: 'RFC',
    countryCode: 'MX',
    countryName: 'México',
    city: 'Monterrey',
    address: 'Avenida Constitución 2050, Col. Centro',
    phone: '+52 81 8340 2211',
    domain: 'regiomontanos.test',
    verified: false,
    status: 'pending',
  },
} as const satisfies Record<DemoCompanyKey, DemoCompany>;

export type DemoRole = 'OWNER' | 'ADMIN' | 'MEMBER' | 'VIEWER';

/** Memberships of the five demo accounts (server/demo/demo-users.ts), the first listed per person first. */
export const DEMO_MEMBERSHIPS: readonly { email: string; company: DemoCompanyKey; role: DemoRole }[] = [
  { email: 'owner@inbest.test', company: 'andina', role: 'OWNER' },
  { email: 'owner@inbest.test', company: 'caribe', role: 'OWNER' },
  { email: 'member@inbest.test', company: 'andina', role: 'MEMBER' },
  { email: 'viewer@inbest.test', company: 'andina', role: 'VIEWER' },
  { email: 'owner2@inbest.test', company: 'sabana', role: 'OWNER' },
  { email: 'admin@inbest.test', company: 'pacifico', role: 'ADMIN' },
];

/** Staff accounts that fill the member lists; they cannot sign in (the identity provider does not know them). */
export const DEMO_STAFF: readonly {
  fullName: string;
  email: string;
  company: DemoCompanyKey;
  role: DemoRole;
}[] = [
  {
    fullName: 'Camila Herrera Vélez',
    email: 'camila.herrera@constructoraandina.test',
    company: 'andina',
    role: 'ADMIN',
  },
  {
    fullName: 'Sebastián Arango Gil',
    email: 'sebastian.arango@constructoraandina.test',
    company: 'andina',
    role: 'MEMBER',
  },
  {
    fullName: 'Laura Valencia De la Hoz',
    email: 'laura.valencia@caribeurbano.test',
    company: 'caribe',
    role: 'ADMIN',
  },
  {
    fullName: 'Juan Pablo Rincón',
    email: 'juanpablo.rincon@gruposabana.test',
    company: 'sabana',
    role: 'ADMIN',
  },
  {
    fullName: 'Natalia Duque Salazar',
    email: 'natalia.duque@gruposabana.test',
    company: 'sabana',
    role: 'MEMBER',
  },
  {
    fullName: 'Daniela Ortiz Caicedo',
    email: 'daniela.ortiz@desarrollospacifico.test',
    company: 'pacifico',
    role: 'OWNER',
  },
  {
    fullName: 'Carlos Eduardo Pineda',
    email: 'carlos.pineda@viviendasantandereana.test',
    company: 'santander',
    role: 'OWNER',
  },
  {
    fullName: 'María José Castaño',
    email: 'mariajose.castano@ejecafetero.test',
    company: 'cafetero',
    role: 'OWNER',
  },
  {
    fullName: 'Felipe Zuluaga Ospina',
    email: 'felipe.zuluaga@ejecafetero.test',
    company: 'cafetero',
    role: 'VIEWER',
  },
  {
    fullName: 'Andrés Felipe Londoño',
    email: 'andres.londono@bahiacartagena.test',
    company: 'bahia',
    role: 'OWNER',
  },
];
