import type { home as en } from '../eng/home.ts';
import type { DictSection } from '../types.ts';

export const home: DictSection<typeof en> = {
  title: 'Wordhive: tradutores, intérpretes e empresas de serviços linguísticos',
  description:
    'Encontre tradutores, intérpretes e legendadores freelancers e empresas de serviços linguísticos por par de idiomas, serviço e área de atuação, ou deixe que os clientes encontrem você.',
  heroTitle: 'Onde os profissionais de idiomas e seus clientes se encontram',
  heroText:
    'Pesquise entre {linguists} linguistas e {companies} empresas de serviços linguísticos por par de idiomas, serviço e área de especialização. Converse em tempo real, receba com segurança e continue aprendendo.',
  findLinguist: 'Encontrar um linguista',
  joinFree: 'Cadastre-se grátis',
  figuresTitle: 'O Wordhive hoje',
  figureMembers: 'membros',
  figureLinguists: 'linguistas freelancers',
  figureCompanies: 'empresas de serviços linguísticos',
  figureOutsourcers: 'clientes',
  forLinguistsTitle: 'Para linguistas',
  forLinguistsText:
    'Um perfil que atrai trabalho: pares de idiomas, tarifas, credenciais, portfólio e avaliações de clientes.',
  forCompaniesTitle: 'Para empresas de serviços linguísticos',
  forCompaniesText:
    'Apresente sua empresa no diretório e encontre freelancers verificados para todos os pares de idiomas.',
  forOutsourcersTitle: 'Para clientes',
  forOutsourcersText:
    'Descreva o que você precisa com suas próprias palavras e encontre o profissional certo em poucos minutos.',
  newestTitle: 'Membros mais recentes',
  forYouTitle: 'Novos trabalhos nos seus pares de idiomas',
  forYouAll: 'Ver todos os trabalhos nos seus pares de idiomas',
  forYouNone:
    'Agora não há nenhum trabalho aberto nos seus pares de idiomas. Salve uma busca e você saberá do próximo.',
  forYouNoPairs: 'Adicione os seus pares de idiomas ao perfil para ver aqui os trabalhos neles.',
  clientJobsTitle: 'Os seus trabalhos em curso',
  clientTitle: 'Precisa de uma tradução?',
  clientText:
    'Publique um trabalho com os pares de idiomas, o volume e o prazo, e os profissionais enviam os orçamentos.',
};
