import type { DemoCompanyKey } from '#server/demo/demo-companies';

/** The management screen's profile of each demo company (spec §3 sample company fields). */
type DemoCompanyProfile = {
  contactPerson: string;
  contactLocalPart: string;
  contactPhone: string;
  companyType:
    'construction' | 'development' | 'architecture' | 'engineering' | 'consulting' | 'urban_planning';
  employeesCount: number;
  foundedYear: number;
  department: string | null;
  description: string;
};

export const DEMO_COMPANY_PROFILES: Record<DemoCompanyKey, DemoCompanyProfile> = {
  andina: {
    contactPerson: 'Laura Restrepo Gómez',
    contactLocalPart: 'laura.restrepo',
    contactPhone: '+57 310 482 1175',
    companyType: 'construction',
    employeesCount: 180,
    foundedYear: 1998,
    department: 'Antioquia',
    description: 'Constructora de vivienda y oficinas en el Valle de Aburrá.',
  },
  caribe: {
    contactPerson: 'Andrés Barrios Manotas',
    contactLocalPart: 'andres.barrios',
    contactPhone: '+57 315 604 2290',
    companyType: 'development',
    employeesCount: 75,
    foundedYear: 2011,
    department: 'Atlántico',
    description: 'Desarrolladora de proyectos urbanos en la costa Caribe.',
  },
  sabana: {
    contactPerson: 'Catalina Rojas Pardo',
    contactLocalPart: 'catalina.rojas',
    contactPhone: '+57 301 735 2084',
    companyType: 'construction',
    employeesCount: 240,
    foundedYear: 2004,
    department: 'Cundinamarca',
    description: 'Grupo constructor de vivienda en Bogotá y la Sabana.',
  },
  pacifico: {
    contactPerson: 'Julián Caicedo Mina',
    contactLocalPart: 'julian.caicedo',
    contactPhone: '+57 318 318 9463',
    companyType: 'architecture',
    employeesCount: 42,
    foundedYear: 2015,
    department: 'Valle del Cauca',
    description: 'Diseño y desarrollo de vivienda en Cali.',
  },
  santander: {
    contactPerson: 'María Fernanda Ardila',
    contactLocalPart: 'maria.ardila',
    contactPhone: '+57 317 104 5723',
    companyType: 'engineering',
    employeesCount: 95,
    foundedYear: 2008,
    department: 'Santander',
    description: 'Ingeniería y construcción de vivienda en el área metropolitana de Bucaramanga.',
  },
  cafetero: {
    contactPerson: 'Santiago Ocampo Henao',
    contactLocalPart: 'santiago.ocampo',
    contactPhone: '+57 312 596 1326',
    companyType: 'consulting',
    employeesCount: 28,
    foundedYear: 2017,
    department: 'Risaralda',
    description: 'Promoción inmobiliaria en el Eje Cafetero.',
  },
  bahia: {
    contactPerson: 'Valentina Pérez Lora',
    contactLocalPart: 'valentina.perez',
    contactPhone: '+57 300 128 3450',
    companyType: 'development',
    employeesCount: 60,
    foundedYear: 2013,
    department: 'Bolívar',
    description: 'Proyectos turísticos y de vivienda en Cartagena.',
  },
  norte: {
    contactPerson: 'Rodrigo Garza Treviño',
    contactLocalPart: 'rodrigo.garza',
    contactPhone: '+52 81 8340 2212',
    companyType: 'urban_planning',
    employeesCount: 35,
    foundedYear: 2015,
    department: null,
    description: 'Desarrollos inmobiliarios en Monterrey.',
  },
};
