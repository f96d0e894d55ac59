import type { SeedReleaseNote } from '../types.ts';

export default {
  key: 'profile-time-zone-preference',
  date: '2026-01-20',
  tags: ['new-feature'],
  text: {
    en: {
      title: 'Choose your time zone in your profile',
      summary: 'Set your own time zone in your profile preferences; dates and times across {portal} follow it.',
      body: `## What's new

Your profile has a new **Time zone** preference next to your language. Open [your profile](/profile), pick a zone from the list and save. Each zone is listed with its UTC offset.

## What changes for you

- Dates and times in the activity log, in your incidents and in the files you download are shown in your zone.
- The activity log's date filter follows your zone, so "today" means your today.
- Until you choose a zone, {portal} uses the default zone of the portal in {country}, Central Time.
- Your choice is saved with your account: it comes back at your next sign-in, on any device.

## Good to know

- Changing your zone changes only how times are displayed, never the data itself.
- The registration page now proposes the default zone, and new users can change it before they finish.
- Your language and time zone are yours alone: no admin can change them for you.
`,
    },
    es: {
      title: 'Elija su zona horaria en su perfil',
      summary: 'Configure su propia zona horaria en las preferencias de su perfil; las fechas y horas de {portal} la respetan.',
      body: `## Novedades

Su perfil tiene una nueva preferencia, **Zona horaria**, junto al idioma. Abra [su perfil](/profile), elija una zona de la lista y guarde. Cada zona aparece con su diferencia respecto de UTC.

## Qué cambia para usted

- Las fechas y horas del registro de actividad, de sus incidentes y de los archivos que descarga se muestran en su zona.
- El filtro de fechas del registro de actividad respeta su zona, así que "hoy" es su día de hoy.
- Mientras no elija una zona, {portal} usa la zona predeterminada del portal en {country}, la hora del Centro.
- Su elección se guarda con su cuenta: vuelve la próxima vez que inicie sesión, en cualquier dispositivo.

## Para tener en cuenta

- Cambiar de zona solo cambia cómo se muestran las horas, nunca los datos.
- La página de registro ahora propone la zona predeterminada, y los nuevos usuarios pueden cambiarla antes de terminar.
- Su idioma y su zona horaria son solo suyos: ningún administrador puede cambiarlos por usted.
`,
    },
  },
} satisfies SeedReleaseNote;
