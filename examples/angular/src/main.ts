import { bootstrapApplication } from '@angular/platform-browser';
import { provideZonelessChangeDetection } from '@angular/core';
import { App } from './app';

void bootstrapApplication(App, { providers: [provideZonelessChangeDetection()] });
