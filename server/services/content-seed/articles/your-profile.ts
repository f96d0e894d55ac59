import type { SeedArticle } from '../types.ts';

export default {
  key: 'your-profile',
  workspace: 'supplier',
  category: 'account-access',
  audience: 'ALL',
  text: {
    en: {
      title: 'Your profile',
      summary:
        'What your profile shows (your account, plan, products, accepted documents and preferences) and what to do when something is wrong.',
      body: `## Opening your profile

Select your name at the top right of any page, then **Profile**, or go straight to [your profile](/profile). It has four sections.

## Your account

| Field | What it shows |
| --- | --- |
| Name and Email | Who you are and how you sign in |
| Company | Your company and its type: supplier, third-party agency, basic vendor or basic agency |
| User type | External for company users, Internal for the retailer's associates |
| Subscription plan | **Charter** for suppliers and third-party agencies, **Basic** for basic vendors and basic agencies |
| Access | **Basic** for basic vendors, **Standard** for everyone else |

## Products

Each product you have, marked **Access granted** or **Access pending**. Associates also find here the link **Request access to a supplier's or agency's data**.

## Legal documents you accepted

The terms and conditions and the data sharing addendum you accepted, each with its version and the date and time you accepted it.

## Preferences

Your language and time zone. Change them and select **Save preferences**. If the fields are greyed out, your role cannot change these settings.

## When something is wrong

If your name, email or company is wrong, ask your company administrator, who manages users in User Management. If a product is missing or stays pending longer than expected, ask the same administrator or [create an incident](/support/ticketCreation).`,
    },
    es: {
      title: 'Su perfil',
      summary:
        'Qué muestra su perfil (su cuenta, plan, productos, documentos aceptados y preferencias) y qué hacer si algo no es correcto.',
      body: `## Abrir su perfil

Seleccione su nombre en la parte superior derecha de cualquier página y luego **Perfil**, o vaya directamente a [su perfil](/profile). Tiene cuatro secciones.

## Su cuenta

| Campo | Qué muestra |
| --- | --- |
| Nombre y Correo electrónico | Quién es usted y con qué inicia sesión |
| Empresa | Su empresa y su tipo: proveedor, agencia externa, proveedor básico o agencia básica |
| Tipo de usuario | Externo para los usuarios de empresas, Interno para los asociados del minorista |
| Plan de suscripción | **Charter** para proveedores y agencias externas, **Básico** para proveedores básicos y agencias básicas |
| Acceso | **Básico** para los proveedores básicos, **Estándar** para todos los demás |

## Productos

Cada producto que tiene, marcado como **Acceso otorgado** o **Acceso pendiente**. Los asociados también encuentran aquí el enlace **Solicitar acceso a los datos de un proveedor o una agencia**.

## Documentos legales que aceptó

Los términos y condiciones y el anexo de intercambio de datos que aceptó, cada uno con su versión y la fecha y hora en que lo aceptó.

## Preferencias

Su idioma y su zona horaria. Cámbielos y seleccione **Guardar preferencias**. Si los campos aparecen deshabilitados, su rol no puede cambiar esta configuración.

## Si algo no es correcto

Si su nombre, correo electrónico o empresa son incorrectos, pida ayuda al administrador de su empresa, quien gestiona a los usuarios en Gestión de usuarios. Si falta un producto o sigue pendiente más de lo esperado, consulte al mismo administrador o [cree un incidente](/support/ticketCreation).`,
    },
    fr: {
      title: 'Votre profil',
      summary:
        'Ce que montre votre profil (votre compte, forfait, produits, documents acceptés et préférences) et quoi faire si quelque chose est inexact.',
      body: `## Ouvrir votre profil

Sélectionnez votre nom en haut à droite de n'importe quelle page, puis **Profil**, ou allez directement à [votre profil](/profile). Il comporte quatre sections.

## Votre compte

| Champ | Ce qu'il indique |
| --- | --- |
| Nom et Courriel | Qui vous êtes et ce qui sert à vous connecter |
| Entreprise | Votre entreprise et son type : fournisseur, agence tierce, fournisseur de base ou agence de base |
| Type d'utilisateur | Externe pour les utilisateurs des entreprises, Interne pour les associés du détaillant |
| Forfait d'abonnement | **Charter** pour les fournisseurs et les agences tierces, **De base** pour les fournisseurs de base et les agences de base |
| Accès | **De base** pour les fournisseurs de base, **Standard** pour tous les autres |

## Produits

Chacun de vos produits, avec la mention **Accès accordé** ou **Accès en attente**. Les associés y trouvent aussi le lien **Demander l'accès aux données d'un fournisseur ou d'une agence**.

## Documents juridiques que vous avez acceptés

Les conditions générales et l'addenda sur le partage de données que vous avez acceptés, chacun avec sa version ainsi que la date et l'heure de votre acceptation.

## Préférences

Votre langue et votre fuseau horaire. Modifiez-les, puis sélectionnez **Enregistrer les préférences**. Si les champs sont grisés, votre rôle ne permet pas de modifier ces réglages.

## Si quelque chose est inexact

Si votre nom, votre courriel ou votre entreprise est inexact, adressez-vous à l'administrateur de votre entreprise, qui gère les utilisateurs dans Gestion des utilisateurs. Si un produit manque ou reste en attente plus longtemps que prévu, adressez-vous au même administrateur ou [créez un incident](/support/ticketCreation).`,
    },
  },
} satisfies SeedArticle;
