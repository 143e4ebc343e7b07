import type { Block } from 'payload'

/**
 * The contact page's form and the company's contact details (issue 22). The phone, e-mail,
 * address and hours come from the site settings, and the messages go to its company e-mail,
 * so they are kept in one place.
 */
export const ContactFormBlock: Block = {
  slug: 'contactForm',
  interfaceName: 'ContactFormBlock',
  labels: {
    singular: { en: 'Contact form', es: 'Formulario de contacto' },
    plural: { en: 'Contact forms', es: 'Formularios de contacto' },
  },
  fields: [
    {
      name: 'heading',
      type: 'text',
      localized: true,
      admin: {
        description: {
          en: 'Empty: “Send us a message”.',
          es: 'Vacío: «Envíenos un mensaje».',
        },
      },
    },
    { name: 'intro', type: 'textarea', localized: true },
    {
      name: 'showDetails',
      type: 'checkbox',
      defaultValue: true,
      label: {
        en: 'Show phone, e-mail, address and hours (from the site settings)',
        es: 'Mostrar teléfono, correo, dirección y horario (de los ajustes del sitio)',
      },
    },
  ],
}
