import { createContainer, resolveServices } from './composition/container';
import { startApp } from './ui/app/start-app';

const root = document.getElementById('root');
if (root) void startApp(root, resolveServices(createContainer()));
