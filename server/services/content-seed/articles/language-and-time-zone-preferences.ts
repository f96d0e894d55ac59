import type { SeedArticle } from '../types.ts';

export default {
  key: 'language-and-time-zone-preferences',
  workspace: 'supplier',
  category: 'account-access',
  audience: 'ALL',
  text: {
    en: {
      title: 'Setting your language and time zone',
      summary: 'Save the language and time zone {portal} uses for you, on every device, and see why they matter.',
      body: `## Why they matter

- **Language**: the language of the portal's pages, and the one you find again each time you sign in, on any device.
- **Time zone**: every date and time the portal shows you is given in your zone: when an incident was submitted or last updated, when you accepted a document, how long an access request has waited, the days of the activity log.

## Changing your preferences

1. Open [your profile](/profile) and go to the **Preferences** section.
2. Under **Language**, choose one of the languages offered in {country}.
3. Under **Time zone**, choose your zone. The **Common time zones** are listed first; **All time zones** follow, each with its UTC offset, its name and a city, for example Eastern Time – New York.
4. Select **Save preferences**.

The message **Your preferences are saved.** confirms the change. A new language applies at once; dates follow your new zone on every page you open next.

## Good to know

- Until you choose a time zone, the portal uses the default zone of {country}.
- Picking a language in the user menu changes it only in the browser you are using. Save it in your profile to keep it everywhere.
- If the fields are greyed out, your role cannot change these settings. If saving fails, the page says so: try again a little later.
- Product names such as Shopper Behavior stay in English whatever your language.`,
    },
    es: {
      title: 'Configurar su idioma y su zona horaria',
      summary:
        'Guarde el idioma y la zona horaria que {portal} usa para usted en todos sus dispositivos, y conozca por qué son importantes.',
      body: `## Por qué son importantes

- **Idioma**: el idioma de las páginas del portal, el mismo que encontrará cada vez que inicie sesión, en cualquier dispositivo.
- **Zona horaria**: todas las fechas y horas que muestra el portal se presentan en su zona: cuándo se envió o se actualizó por última vez un incidente, cuándo aceptó un documento, cuánto tiempo lleva en espera una solicitud de acceso, los días del registro de actividad.

## Cambiar sus preferencias

1. Abra [su perfil](/profile) y vaya a la sección **Preferencias**.
2. En **Idioma**, elija uno de los idiomas disponibles en {country}.
3. En **Zona horaria**, elija su zona. Las **Zonas horarias comunes** aparecen primero; después siguen **Todas las zonas horarias**, cada una con su diferencia respecto de UTC, su nombre y una ciudad, por ejemplo hora del Centro – Mexico City.
4. Seleccione **Guardar preferencias**.

El mensaje **Sus preferencias se guardaron.** confirma el cambio. Un idioma nuevo se aplica de inmediato; las fechas se muestran en su nueva zona en las páginas que abra a continuación.

## Conviene saber

- Mientras no elija una zona horaria, el portal usa la zona predeterminada de {country}.
- Elegir un idioma en el menú de usuario solo lo cambia en el navegador que está usando. Guárdelo en su perfil para conservarlo en todas partes.
- Si los campos aparecen deshabilitados, su rol no puede cambiar esta configuración. Si no se pueden guardar, la página se lo indica: inténtelo de nuevo un poco más tarde.
- Los nombres de productos como Shopper Behavior se mantienen en inglés sin importar su idioma.`,
    },
    fr: {
      title: 'Régler votre langue et votre fuseau horaire',
      summary:
        'Enregistrez la langue et le fuseau horaire que {portal} utilise pour vous sur tous vos appareils, et voyez pourquoi ils comptent.',
      body: `## Pourquoi c'est important

- **Langue** : la langue des pages du portail, celle que vous retrouvez à chaque connexion, sur n'importe quel appareil.
- **Fuseau horaire** : toutes les dates et heures affichées par le portail sont données dans votre fuseau : quand un incident a été soumis ou mis à jour, quand vous avez accepté un document, depuis combien de temps une demande d'accès attend, les jours du journal d'activité.

## Modifier vos préférences

1. Ouvrez [votre profil](/profile) et rendez-vous à la section **Préférences**.
2. Sous **Langue**, choisissez l'une des langues offertes pour {country}.
3. Sous **Fuseau horaire**, choisissez votre fuseau. Les **Fuseaux horaires courants** sont présentés en premier; suivent **Tous les fuseaux horaires**, chacun avec son décalage par rapport à UTC, son nom et une ville, par exemple heure de l'Est – Toronto.
4. Sélectionnez **Enregistrer les préférences**.

Le message **Vos préférences sont enregistrées.** confirme la modification. Une nouvelle langue s'applique immédiatement; les dates suivent votre nouveau fuseau dans les pages que vous ouvrez ensuite.

## Bon à savoir

- Tant que vous n'avez pas choisi de fuseau horaire, le portail utilise le fuseau par défaut pour {country}.
- Choisir une langue dans le menu utilisateur ne la change que dans le navigateur que vous utilisez. Enregistrez-la dans votre profil pour la conserver partout.
- Si les champs sont grisés, votre rôle ne permet pas de modifier ces réglages. Si l'enregistrement échoue, la page vous le signale : réessayez un peu plus tard.
- Les noms de produits comme Shopper Behavior restent en anglais, peu importe votre langue.`,
    },
  },
} satisfies SeedArticle;
