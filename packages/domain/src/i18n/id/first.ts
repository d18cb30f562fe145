import type { Widen } from '../widen';
import type { first as en, firstMessages as enMessages } from '../en/first';

/** Bahasa Indonesia for what the login page draws first: the same keys as ../en/first.ts. */
export const first: Widen<typeof en> = {
  language: {
    switchLabel: 'Bahasa',
    en: 'English',
    id: 'Bahasa Indonesia',
  },
  common: {
    months: 'Jan Feb Mar Apr Mei Jun Jul Agu Sep Okt Nov Des',
    retry: 'Coba lagi',
    refresh: 'Muat ulang {{title}}',
    loading: 'Memuat…',
    dashboard: 'Dasbor',
  },
  login: {
    brandSubtitle: 'Portal faktur elektronik pemasok',
    title: 'Masuk',
    selectInstance: 'Pilih perusahaan',
    loadingCompanies: 'Memuat perusahaan…',
    username: 'Nama pengguna',
    password: 'Kata sandi',
    submit: 'Masuk',
    formLabel: 'Masuk',
    loggedInAs: 'Masuk sebagai',
    chooseCompany: 'Pilih perusahaan tempat Anda bekerja.',
    company: 'Perusahaan',
    companyPlaceholder: '- Pilih Perusahaan -',
    noCompany: 'Tidak ada perusahaan untuk pengguna ini',
    goToDashboard: 'Ke dasbor',
    logout: 'Keluar',
  },
};

export const firstMessages: Widen<typeof enMessages> = {
  usernameEmpty: 'Nama pengguna tidak boleh kosong',
  passwordEmpty: 'Kata sandi tidak boleh kosong',
  selectInstance: 'Silakan pilih perusahaan',
  invalidCredentials: 'Nama pengguna atau kata sandi salah',
  tooManyAttempts: 'Terlalu banyak percobaan masuk yang gagal. Silakan coba lagi nanti.',
  unauthorized: 'Tidak berwenang, silakan masuk...',
  sessionExpired: 'Sesi berakhir, silakan masuk kembali..',
  routeUnauthorized: 'Tidak berwenang',
  noCompanyAccess: 'Anda tidak memiliki akses ke perusahaan ini',
  noCompanies: 'Belum ada perusahaan yang dipetakan ke pengguna Anda. Silakan minta bagian keuangan memetakan Anda ke pemasok.',
  noStorage: 'Peramban Anda tidak mendukung penyimpanan lokal. Silakan gunakan peramban modern (Chrome, Firefox, Edge atau Safari).',
  languageInvalid: 'Bahasa harus en atau id',
};
