import type { SeedArticle } from '../types.ts';

export default {
  key: 'internal-switch-between-companies',
  workspace: 'internal',
  category: 'internal-access',
  audience: 'INTERNAL',
  top: true,
  text: {
    en: {
      title: 'Switch between companies and back to your own view',
      summary:
        'Once a company approves your request, choose it in the user menu to work with its data, and return to your own view when you are done.',
      body: `## Where companies appear

A company appears in your user menu only after its administrators have approved your access request. Open the menu by selecting your name at the top right of any page. Its **Company** section lists **Your own view** and every company that granted you access.

## Switch to a company

1. Select your name at the top right.
2. Under **Company**, choose the company.
3. {portal} opens [Apps](/apps) for that company. The tiles show the products the company granted you.

While you work for the company, a banner under the header reminds you that you are viewing it with the access its administrators granted you.

## Go back to your own view

Use either way:

- select **Back to your own view** in the banner; or
- open the user menu and choose **Your own view** under **Company**.

Both take you to [Apps](/apps) in your own view. To move from one company to another, simply choose the other company in the menu.

## Good to know

| Situation | What to do |
| --- | --- |
| The company is not in the menu | Check the status of your request in [Request access](/profile/requestAccess) |
| You need another product from the same company | Send a new request for that product |
| You finished your work for the company | Go back to your own view |

Each time you start or stop working in a company's view, the event is recorded in that company's activity log. Switch only when you have a reason to work with the company's data.`,
    },
    es: {
      title: 'Cambiar entre empresas y volver a su propia vista',
      summary:
        'Cuando una empresa aprueba su solicitud, elíjala en el menú de usuario para trabajar con sus datos y vuelva a su propia vista al terminar.',
      body: `## Dónde aparecen las empresas

Una empresa aparece en su menú de usuario solo después de que sus administradores aprueban su solicitud de acceso. Abra el menú seleccionando su nombre en la esquina superior derecha de cualquier página. Su sección **Empresa** muestra **Su propia vista** y cada empresa que le otorgó acceso.

## Cambiar a una empresa

1. Seleccione su nombre en la esquina superior derecha.
2. En **Empresa**, elija la empresa.
3. {portal} abre [Aplicaciones](/apps) para esa empresa. Los mosaicos muestran los productos que la empresa le otorgó.

Mientras trabaja para la empresa, un aviso debajo del encabezado le recuerda que la está viendo con el acceso que le otorgaron sus administradores.

## Volver a su propia vista

Tiene dos formas:

- seleccione **Volver a su propia vista** en el aviso; o
- abra el menú de usuario y elija **Su propia vista** en **Empresa**.

Ambas lo llevan a [Aplicaciones](/apps) en su propia vista. Para pasar de una empresa a otra, simplemente elija la otra empresa en el menú.

## Conviene saber

| Situación | Qué hacer |
| --- | --- |
| La empresa no aparece en el menú | Revise el estado de su solicitud en [Solicitar acceso](/profile/requestAccess) |
| Necesita otro producto de la misma empresa | Envíe una nueva solicitud para ese producto |
| Terminó su trabajo para la empresa | Vuelva a su propia vista |

Cada vez que empieza o deja de trabajar en la vista de una empresa, el evento queda en el registro de actividad de esa empresa. Cambie de empresa solo cuando tenga un motivo para trabajar con sus datos.`,
    },
    fr: {
      title: 'Passer d’une entreprise à l’autre et revenir à votre propre vue',
      summary:
        'Lorsqu’une entreprise approuve votre demande, choisissez-la dans le menu utilisateur pour travailler avec ses données, puis revenez à votre propre vue une fois terminé.',
      body: `## Où les entreprises s’affichent

Une entreprise s’affiche dans votre menu utilisateur seulement après que ses administrateurs ont approuvé votre demande d’accès. Ouvrez le menu en sélectionnant votre nom en haut à droite de n’importe quelle page. Sa section **Entreprise** présente **Votre propre vue** et chaque entreprise qui vous a accordé l’accès.

## Passer à une entreprise

1. Sélectionnez votre nom en haut à droite.
2. Sous **Entreprise**, choisissez l’entreprise.
3. {portal} ouvre [Applications](/apps) pour cette entreprise. Les tuiles présentent les produits que l’entreprise vous a accordés.

Pendant que vous travaillez pour l’entreprise, une bannière sous l’en-tête vous rappelle que vous la consultez avec l’accès que ses administrateurs vous ont accordé.

## Revenir à votre propre vue

Deux façons de faire :

- sélectionnez **Revenir à votre propre vue** dans la bannière;
- ou ouvrez le menu utilisateur et choisissez **Votre propre vue** sous **Entreprise**.

Les deux vous mènent à [Applications](/apps) dans votre propre vue. Pour passer d’une entreprise à une autre, choisissez simplement l’autre entreprise dans le menu.

## Bon à savoir

| Situation | Quoi faire |
| --- | --- |
| L’entreprise n’est pas dans le menu | Vérifiez le statut de votre demande dans [Demander l’accès](/profile/requestAccess) |
| Il vous faut un autre produit de la même entreprise | Envoyez une nouvelle demande pour ce produit |
| Vous avez terminé votre travail pour l’entreprise | Revenez à votre propre vue |

Chaque fois que vous commencez ou cessez de travailler dans la vue d’une entreprise, l’événement est consigné dans le journal d’activité de cette entreprise. Ne changez d’entreprise que si vous avez une raison de travailler avec ses données.`,
    },
  },
} satisfies SeedArticle;
